// POST /publicApi/referCheck - resolves a referral code to the referrer's name
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';

export async function checkReferralCode(referBy: string): Promise<string> {
  const response = await callApi(routes.referCheck, { body: { referBy } });
  return response.data.fullName;
}
