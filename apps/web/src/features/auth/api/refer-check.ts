// POST /publicApi/referCheck - resolves a referral code to the referrer's name
import { routes } from '@app/contract';
import { callApi } from '../../../lib/api-client';

export async function checkReferralCode(referBy: string): Promise<string> {
  const response = await callApi(routes.referCheck, { body: { referBy } });
  return response.data.fullName;
}
