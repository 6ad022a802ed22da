export const PAGE_SIZE = 10;

export function pageWindow(page: number) {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
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
