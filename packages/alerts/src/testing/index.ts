/** Test helpers: a push service that speaks the protocol's receiving end (RFC 8030, 8291, 8292). */
export {
  type ForcedAnswer,
  type PushReceiver,
  type ReceivedMessage,
  type ReceiverOptions,
  type ReceiverSubscription,
  startPushReceiver,
} from './push-receiver.js';
export { decryptPushMessage, newReceiverKeys, type ReceiverKeys } from './rfc8291.js';
export { subscribeBrowser } from './subscribe-browser.js';
