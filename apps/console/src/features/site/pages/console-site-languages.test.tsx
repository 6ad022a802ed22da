import { type AdminSitePage, type ContactRow, MSG, routes, type SubscriberRow } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { type DictionaryPair, describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { ES_CONSOLE } from '../../../kit/texts.es';
import { CREATED, OPERATOR, signInOperator } from '../../../test/console-test-kit';
import { CONSOLE_SITE_TEXTS } from '../texts';
import { ES_CONSOLE_SITE } from '../texts.es';
import { HI_CONSOLE_SITE } from '../texts.hi';
import { MessagesPage } from './messages-page';
import { NewsletterPage } from './newsletter-page';
import { SitePagesPage } from './site-pages-page';

// docs/decisions/017-translations.md: the console's Messages, Newsletter and Site pages screens in Spanish.

describeDictionary(
  'console site',
  CONSOLE_SITE_TEXTS,
  { es: ES_CONSOLE_SITE, hi: HI_CONSOLE_SITE },
  { latin: /CSV|\(\/faq\)/g },
);

const PAIRS: DictionaryPair[] = [
  [CONSOLE_SITE_TEXTS, ES_CONSOLE_SITE],
  [CONSOLE_TEXTS, ES_CONSOLE],
];

/**
 * The English words of the screens' dictionaries that no Spanish text of them uses, left in what an operator reads or
 * hears in `root` (the document's title too when it is the whole page; the app's toaster aside).
 */
const englishLeft = (root?: HTMLElement, attributes?: string[]) =>
  englishLeftOnScreen(PAIRS, { root, attributes, documentTitle: true });

const pageOf = <Row,>(docs: Row[]) =>
  ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length });

const FAILED: ContactRow = {
  _id: '31313131-3131-4131-8131-313131313131',
  name: 'Asha Rao',
  email: 'asha@example.com',
  description: 'Hola',
  createdAt: CREATED.toISOString(),
  mailed: false,
  mailedAt: null,
};
const MAILED: ContactRow = {
  ...FAILED,
  _id: '32323232-3232-4232-8232-323232323232',
  name: 'Ben Cho',
  email: 'ben@example.com',
  mailed: true,
  mailedAt: CREATED.toISOString(),
};
const SUBSCRIBER: SubscriberRow = {
  _id: '41414141-4141-4141-8141-414141414141',
  email: 'reader@example.com',
  createdAt: CREATED.toISOString(),
};
const EDIT: AdminSitePage = {
  path: '/privacy-policy',
  edits: [
    {
      path: '/privacy-policy',
      language: 'en',
      title: 'Privacidad',
      body: 'Guardamos poco.',
      published: true,
      updatedAt: CREATED.toISOString(),
      updatedBy: { _id: OPERATOR._id, fullName: OPERATOR.fullName },
    },
  ],
  behind: [],
};

describe('the console site screens in Spanish', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('es');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('words /admin/messages in Spanish', async () => {
    stubRoutes(on(routes.adminContacts, pageOf([FAILED, MAILED])));
    renderRoutes([{ path: '/admin/messages', Component: MessagesPage }], '/admin/messages');
    await screen.findByText('Asha Rao');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mensajes');
    const failed = screen.getByText('Asha Rao').closest('li') as HTMLElement;
    expect(within(failed).getByRole('button', { name: 'Reenviar el mensaje de Asha Rao' })).toBeTruthy();
    expect(within(failed).getByText('Correo fallido')).toBeTruthy();
    const mailed = screen.getByText('Ben Cho').closest('li') as HTMLElement;
    expect(within(mailed).getByText('Enviado a la dirección de contacto el 06/05/2024, 13:02:03')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('words /admin/newsletter in Spanish', async () => {
    stubRoutes(on(routes.adminNewsletter, pageOf([SUBSCRIBER])));
    renderRoutes([{ path: '/admin/newsletter', Component: NewsletterPage }], '/admin/newsletter');
    await screen.findByText('reader@example.com');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Boletín');
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeTruthy();
    expect(screen.getByText('reader@example.com').closest('li')?.textContent).toContain(
      'Suscrito el 06/05/2024, 13:02:03',
    );
    expect(englishLeft()).toEqual([]);
  });

  it('words /admin/site-pages and a page editor in Spanish', async () => {
    stubRoutes(on(routes.adminSitePages, ok(MSG.loaded, [EDIT])));
    const { user } = renderRoutes([{ path: '/admin/site-pages', Component: SitePagesPage }], '/admin/site-pages');
    await screen.findByText('Privacidad');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Páginas del sitio');
    const row = screen.getByText('Privacidad').closest('li') as HTMLElement;
    expect(row.textContent).toContain('Editada');
    expect(row.textContent).toContain(`Actualizada el 06/05/2024, 13:02:03 por ${OPERATOR.fullName}`);
    expect(screen.getAllByText('Texto original').length).toBeGreaterThan(0);
    // The shipped pages' own headings are the site's content, not this screen's words: the header and the edited
    // row are checked whole, and every row's state and link.
    expect(englishLeft(screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement)).toEqual([]);
    // Its link's name holds the shipped heading (the site's content).
    expect(englishLeft(row, ['title'])).toEqual([]);
    for (const item of within(screen.getByRole('list')).getAllByRole('listitem')) {
      expect(within(item).getByRole('link').textContent).toBe('Editar');
    }

    await user.click(within(row).getByRole('link', { name: /^Editar / }));
    expect(await screen.findByText('← Todas las páginas del sitio')).toBeTruthy();
    expect(screen.getByText('Muestra tu edición.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vista previa' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Publicada' })).toBeTruthy();
    // The page's heading is the shipped page's own (the site's content); the editor is checked whole.
    expect(englishLeft(document.querySelector('form') as HTMLElement)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Restablecer el original' }));
    const dialog = screen.getByRole('dialog', { name: '¿Restablecer el texto original?' });
    expect(within(dialog).getByRole('button', { name: 'Restablecer' })).toBeTruthy();
    expect(englishLeft(dialog)).toEqual([]);
  });
});
