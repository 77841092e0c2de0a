import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messagesFile } from '../../../vite/message-files';
import { getMessages } from './catalogs.server';
import { LOCALES } from './locales';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

describe('the messages files of the build', () => {
  it('hold exactly the messages the server renders with, so hydration says the same', () => {
    for (const locale of LOCALES) {
      expect(JSON.parse(messagesFile(localesDir, locale)), locale).toEqual(getMessages(locale));
    }
  });
});
