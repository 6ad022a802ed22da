// GET /sellerApi/reserveProof (vendor: /vendorApi/reserveProof) - the caller's leaf in the latest snapshot with its
// path to the root, verified here in the browser with Web Crypto
import { type ProofVerdict, verifyReserveProof } from '@app/contract/merkle-sum';
import { type ApiData, callApiData } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { useMutation } from '@tanstack/react-query';

export type ReserveProofData = ApiData<typeof routes.reserveProof>;

/** Fetches the caller's proof and checks it against the published root with the browser's own SHA-256. */
export async function fetchAndVerifyProof(): Promise<{ proof: ReserveProofData; verdict: ProofVerdict }> {
  const proof = await callApiData(routes.reserveProof);
  return { proof, verdict: await verifyReserveProof(proof) };
}

export function useVerifyMyProof() {
  return useMutation({ mutationFn: fetchAndVerifyProof });
}
