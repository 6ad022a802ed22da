import { messageEnvelope } from './envelope';
import { passwordChangeBody, profileResponse, usdtAddressBody } from './profile';
import { twins } from './route-def';

export const profileRoutes = {
  profile: twins('getprofile', {
    method: 'GET',
    summary: 'The signed-in member profile',
    response: profileResponse,
  }),
  saveUsdtAddress: twins('saveUsdtAddress', {
    method: 'POST',
    ownSignIn: 'security',
    summary: "Saves the member's own USDT (BEP-20) address, the sender deposits are matched to",
    body: usdtAddressBody,
    response: profileResponse,
  }),
  passwordChange: twins('passwordChange', {
    method: 'POST',
    ownSignIn: 'security',
    summary:
      'Changes the password after checking the current one; every other session of the account ends, and a notice is mailed',
    body: passwordChangeBody,
    response: messageEnvelope,
  }),
} as const;
