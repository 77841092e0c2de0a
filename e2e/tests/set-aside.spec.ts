/**
 * A time the import set aside as impossible (docs/import.md, "Set aside"): the runner is on the results with their
 * finish, and their page says the split was set aside — in every language, with no axe violation.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/contest';
import { getJson } from '../support/participant';
import { gotoHydrated, LOCALES, localized, msg } from '../support/site';
import type { ParticipantDetail } from '@finishline/contract';

const EVENT = 'essaouira-10k-2019';

test('the runner with an impossible split keeps their result, and the API says where the time was set aside', async ({
  request,
}) => {
  const detail = await getJson<ParticipantDetail>(request, `/api/events/${EVENT}/participants/2`);
  expect(detail.result).toMatchObject({ status: 'finished', officialTimeMs: 2_700_000, overallPlace: 3 });
  expect(detail.splits.map((split) => [split.checkpointId, split.isReached, split.isSetAside])).toEqual([
    ['km5', false, true],
    ['finish', true, false],
  ]);
  const other = await getJson<ParticipantDetail>(request, `/api/events/${EVENT}/participants/1`);
  expect(other.splits.every((split) => !split.isSetAside)).toBe(true);
});

for (const locale of LOCALES) {
  test(`the participant page says the split was set aside (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localized(locale, `/event/${EVENT}/participants/2`));
    const table = page.locator('#splits-table');
    await expect(table.getByText(msg(locale, 'participants.splits.setAside'))).toBeVisible();
    const note = page.getByTestId('splits-set-aside');
    await expect(note).toBeVisible();
    await expect(note).not.toContainText('{');
    expect(await axeViolations(page)).toEqual([]);
    // A runner with nothing set aside has no note.
    await gotoHydrated(page, localized(locale, `/event/${EVENT}/participants/1`));
    await expect(page.locator('#splits-table')).toBeVisible();
    await expect(page.getByTestId('splits-set-aside')).toHaveCount(0);
  });
}
