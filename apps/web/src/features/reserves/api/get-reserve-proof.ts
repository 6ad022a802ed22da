// GET /sellerApi/reserveProof (vendor: /vendorApi/reserveProof) - the caller's leaf in the latest snapshot with its
// path to the root, verified here in the browser with Web Crypto
import { type ProofVerdict, verifyReserveProof } from '@app/contract/merkle-sum';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { useMutation } from '@tanstack/react-query';

export async function getReserveProof() {
  const response = await callApi(routes.reserveProof);
  return response.data;
}

export type ReserveProofData = Awaited<ReturnType<typeof getReserveProof>>;

/** Fetches the caller's proof and checks it against the published root with the browser's own SHA-256. */
export async function fetchAndVerifyProof(): Promise<{ proof: ReserveProofData; verdict: ProofVerdict }> {
  const proof = await getReserveProof();
  return { proof, verdict: await verifyReserveProof(proof) };
}

export function useVerifyMyProof() {
  return useMutation({ mutationFn: fetchAndVerifyProof });
}
