/**
 * `@finishline/alerts`: Web Push alerts for followed runners (docs/alerts.md) — the site's VAPID identity, the
 * messages, and the sender that drains the delivery outbox.
 */
export { alertTopic, buildPushMessage, type PushMessage } from './push-message.js';
export {
  type AlertSender,
  classify,
  createAlertSender,
  type SendRound,
  type SenderOptions,
} from './send-alerts.js';
export { createVapidSigner, loadVapidIdentity, type VapidIdentity, type VapidSettings } from './vapid.js';
export {
  type AlertText,
  alertText,
  type AlertTopic,
  directionOf,
  parseTopic,
  runnerName,
  topicName,
} from './alert-texts.js';
export { type AlertPlanner, createAlertPlanner, type PlannerOptions } from './plan-alerts.js';
export { BROWSER_PUSH_HOSTS, isAllowedPushEndpoint } from './push-services.js';
export { type AlertWorker, type AlertWorkerOptions, startAlertWorker } from './alert-worker.js';
