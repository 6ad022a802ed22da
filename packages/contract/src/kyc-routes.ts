import { KYC_BODY_LIMIT_BYTES, kycStateResponse, kycSubmitBody } from './kyc';
import { twins } from './route-def';

// The member's identity check (docs/product.md#kyc); the console's review calls sit in console-routes.ts.
export const kycRoutes = {
  kycSubmit: twins('edituserKycByUser', {
    method: 'POST',
    summary:
      "Submits the member's identity check: legal name, date of birth (18 or over), country, document type and number, and the document (JPEG, PNG or PDF up to 5 MB, base64) told by its bytes; refused while one waits for review or once approved",
    body: kycSubmitBody,
    bodyLimit: KYC_BODY_LIMIT_BYTES,
    response: kycStateResponse,
  }),
  kycStatus: twins('userKycStatus', {
    method: 'GET',
    summary: "The member's identity check: none, pending, approved or rejected (with the reason), and what was sent",
    response: kycStateResponse,
  }),
} as const;
