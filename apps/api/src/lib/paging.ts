export const PAGE_SIZE = 10;

/** `size` is PAGE_SIZE for every list of the contract; the operator console's member page reads longer ones. */
export function pageWindow(page: number, size = PAGE_SIZE) {
  return { limit: size, offset: (page - 1) * size };
}

/** The contract's list shape: rows under `docs` with the totals a pager needs. */
export function toPage<Row>(options: { docs: Row[]; totalDocs: number; page: number }) {
  return {
    docs: options.docs,
    totalDocs: options.totalDocs,
    limit: PAGE_SIZE,
    page: options.page,
    totalPages: Math.max(1, Math.ceil(options.totalDocs / PAGE_SIZE)),
  };
}
