import {
  addressBookChangeResponse,
  addressBookResponse,
  addressOnlyBody,
  saveAddressBody,
  savedAddressParams,
  saveReceiverBody,
} from './address-book';
import { twins } from './route-def';

export const addressBookRoutes = {
  addresses: twins('addresses', {
    method: 'GET',
    summary: "The caller's saved withdrawal addresses with when each is usable, and the only-saved switch",
    response: addressBookResponse,
  }),
  addressSave: twins('addresses', {
    method: 'POST',
    ownSignIn: 'security',
    summary:
      'Saves a withdrawal address, confirmed like a withdrawal: without `code` mails one (or asks the authenticator); with it saves the address, usable after the lock',
    body: saveAddressBody,
    response: addressBookChangeResponse,
  }),
  addressDelete: twins('addresses/:_id', {
    method: 'DELETE',
    ownSignIn: 'security',
    summary: "Removes one of the caller's saved addresses (another member's id reads as not found)",
    params: savedAddressParams,
    response: addressBookResponse,
  }),
  receiverSave: twins('addresses/receivers', {
    method: 'POST',
    ownSignIn: 'security',
    summary:
      'Saves a member (by UID) as a transfer receiver, confirmed like a withdrawal: without `code` mails one (or asks the authenticator); with it saves them, usable after the lock',
    body: saveReceiverBody,
    response: addressBookChangeResponse,
  }),
  receiverDelete: twins('addresses/receivers/:_id', {
    method: 'DELETE',
    ownSignIn: 'security',
    summary: "Removes one of the caller's saved receivers (another member's id reads as not found)",
    params: savedAddressParams,
    response: addressBookResponse,
  }),
  addressOnly: twins('addresses/only', {
    method: 'POST',
    ownSignIn: 'security',
    summary:
      'Turns "withdraw only to saved addresses" on (at once) or off (after the lock), confirmed like a withdrawal',
    body: addressOnlyBody,
    response: addressBookChangeResponse,
  }),
} as const;
