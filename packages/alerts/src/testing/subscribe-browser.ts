/** A browser of the test receiver subscribed for an event's runners, as the API's subscribe route saves one. */
import { type Db, type FollowedRunner, saveSubscription } from '@finishline/db';
import { type PushReceiver, type ReceiverSubscription } from './push-receiver.js';

export async function subscribeBrowser(
  db: Db,
  receiver: PushReceiver,
  { eventId, runners, locale = 'en' }: { eventId: string; runners: FollowedRunner[]; locale?: string },
): Promise<{ key: number; browser: ReceiverSubscription }> {
  const browser = receiver.subscribe();
  const saved = await saveSubscription(db, {
    eventId,
    endpoint: browser.endpoint,
    p256dh: browser.keys.p256dh,
    auth: browser.keys.auth,
    locale,
    runners,
    clientHash: 'test',
    retentionDays: 7,
  });
  return { key: saved.key, browser };
}
