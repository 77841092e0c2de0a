import type { ParticipantDetail } from '@finishline/contract';
import { buttonPrimary } from '../../components/ui/button-styles';
import { formatDateRange } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { isolate } from '../shared/format-result';
import { certificateUrl, videoView } from './media-view';
import { runnerLabel } from '../shared/runner-name';
import { DownloadIcon } from '../../components/ui/icons';

const card = 'rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line sm:p-6';

/** The finisher certificate (PDF from the API, in the page's language) and the finish-line clip. */
export function MediaSection({ detail, today }: { detail: ParticipantDetail; today: string }) {
  const t = useT();
  const locale = useLocale();
  const { media, participant, event } = detail;
  const certificate = certificateUrl(
    media.certificate,
    { eventId: event.id, participantId: participant.id },
    locale,
  );
  const video = videoView(media.video, today);
  const day = (date: string) => formatDateRange(date, date, locale);
  return (
    <section aria-labelledby="media-heading" className="mt-10">
      <h2 id="media-heading" className="text-xl font-bold tracking-tight text-fg">
        {t('participants.media.heading')}
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-labelledby="certificate-heading" className={card}>
          <h3 id="certificate-heading" className="text-base font-bold text-fg">
            {t('participants.certificate.title')}
          </h3>
          {certificate ? (
            <>
              <p className="mt-2 text-sm text-muted">{t('participants.certificate.text')}</p>
              <a href={certificate} className={`${buttonPrimary} mt-4`} type="application/pdf" download>
                <DownloadIcon />
                {t('participants.certificate.link')}
              </a>
            </>
          ) : (
            <p className="mt-2 text-sm text-muted">{t('participants.certificate.unavailable')}</p>
          )}
        </section>
        <section aria-labelledby="video-heading" className={card} data-video={video.kind}>
          <h3 id="video-heading" className="text-base font-bold text-fg">
            {t('participants.video.title')}
          </h3>
          {video.kind === 'available' ? (
            <>
              <video
                controls
                preload="none"
                playsInline
                aria-label={t('participants.video.label', {
                  name: isolate(runnerLabel(participant.name, t)),
                })}
                className="mt-3 aspect-video w-full rounded-xl bg-black"
              >
                <source src={video.src} type={video.contentType ?? undefined} />
                <a href={video.src}>{t('participants.video.download')}</a>
              </video>
              {video.expiresAt ? (
                <p className="mt-2 text-sm text-muted">
                  {t('participants.video.available', { date: day(video.expiresAt) })}
                </p>
              ) : null}
            </>
          ) : video.kind === 'expired' ? (
            <p className="mt-2 text-sm text-muted">
              {video.expiresAt
                ? t('participants.video.expiredOn', { date: day(video.expiresAt) })
                : t('participants.video.expired')}
            </p>
          ) : (
            <p className="mt-2 text-sm text-muted">{t('participants.video.none')}</p>
          )}
        </section>
      </div>
    </section>
  );
}
