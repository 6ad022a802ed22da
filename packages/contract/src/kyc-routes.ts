import { KYC_UPLOAD, kycStateResponse, kycSubmitBody } from './kyc';
import { twins } from './route-def';

// The member's identity check (docs/product.md#kyc); the console's review calls sit in console-routes.ts.
export const kycRoutes = {
  kycSubmit: twins('edituserKycByUser', {
    method: 'POST',
    summary:
      "Submits the member's identity check as multipart/form-data: legal name, date of birth (18 or over), country, document type and number as text fields, then the document as the file `document` (JPEG, PNG or PDF up to 5 MB, told by its bytes); refused while one waits for review or once approved",
    body: kycSubmitBody,
    upload: KYC_UPLOAD,
    response: kycStateResponse,
  }),
  kycStatus: twins('userKycStatus', {
    method: 'GET',
    summary: "The member's identity check: none, pending, approved or rejected (with the reason), and what was sent",
    response: kycStateResponse,
  }),
} as const;
