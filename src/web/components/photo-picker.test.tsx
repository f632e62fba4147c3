/**
 * The photo picker a return and a review share: what it refuses before sending (too many, not a
 * picture, too large), each photo's progress until it is a thumbnail, and removing one, in the
 * words of the feature that uses it.
 */
import '../test/browser';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { Toaster } from 'sonner';
import { afterEach, expect, test } from 'vitest';
import { returnMessages as bnReturns } from '#shared/i18n/bn/returns';
import { reviews as bnReviews } from '#shared/i18n/bn/reviews';
import { shopMessages as bnShop } from '#shared/i18n/bn/shop';
import { returnMessages as enReturns } from '#shared/i18n/en/returns';
import { reviews as enReviews } from '#shared/i18n/en/reviews';
import { shopMessages as enShop } from '#shared/i18n/en/shop';
import type { Language } from '#shared/i18n/languages';
import { I18nProvider } from '../lib/i18n';
import { PhotoPicker, type PhotoPickerWords, type PhotoUpload } from './photo-picker';

afterEach(cleanup);

const MB = 1024 * 1024;
const MESSAGES = {
  en: { ...enShop, ...enReturns, ...enReviews },
  bn: { ...bnShop, ...bnReturns, ...bnReviews },
};

/** An upload the test finishes by hand: it reports progress, then answers or fails. */
type Sending = {
  file: File;
  progress: (fraction: number) => void;
  done: (ref: string) => void;
  fail: (error: Error) => void;
};

function uploadByHand() {
  const sent: Sending[] = [];
  const upload: PhotoUpload = (file, onProgress) =>
    new Promise((resolve, reject) => {
      sent.push({ file, progress: onProgress, done: resolve, fail: reject });
    });
  return { sent, upload };
}

/** The picker in a form that keeps its photos, as the return and review forms do. */
function Form({
  upload,
  words,
  busy,
}: {
  upload: PhotoUpload;
  words: PhotoPickerWords;
  busy: boolean[];
}) {
  const [photos, setPhotos] = useState<string[]>([]);
  const onAdd = useCallback((ref: string) => setPhotos((list) => [...list, ref]), []);
  const onRemove = useCallback(
    (ref: string) => setPhotos((list) => list.filter((photo) => photo !== ref)),
    [],
  );
  const onBusyChange = useCallback((now: boolean) => busy.push(now), [busy]);
  return (
    <PhotoPicker
      photos={photos}
      onAdd={onAdd}
      onRemove={onRemove}
      onBusyChange={onBusyChange}
      upload={upload}
      maxCount={3}
      maxBytes={2 * MB}
      words={words}
    />
  );
}

function renderPicker(words: PhotoPickerWords, language: Language = 'en') {
  const { sent, upload } = uploadByHand();
  const busy: boolean[] = [];
  render(
    <I18nProvider language={language} messages={MESSAGES[language]}>
      <Form upload={upload} words={words} busy={busy} />
      <Toaster />
    </I18nProvider>,
  );
  return { sent, busy, user: userEvent.setup({ applyAccept: false }) };
}

const picture = (name: string, bytes = 10, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

test('says what it takes, in the words of the feature', () => {
  renderPicker('returns.photos');
  expect(screen.getByText('(optional, up to 3)')).toBeTruthy();
  expect(screen.getByLabelText('Add a photo')).toBeTruthy();
  expect(
    screen.getByText(
      'JPEG, PNG or WebP, up to 2 MB each. A photo of the item helps the shop decide.',
    ),
  ).toBeTruthy();
});

test('takes no more than its count, and says so', async () => {
  const { sent, user } = renderPicker('returns.photos');
  const files = ['a.png', 'b.png', 'c.png', 'd.png'].map((name) => picture(name));
  await user.upload(screen.getByLabelText('Add a photo'), files);
  await screen.findByText('You can add at most 3 photos.');
  expect(sent.map((sending) => sending.file.name)).toEqual(['a.png', 'b.png', 'c.png']);
  // Three on their way: no room to add another.
  expect(screen.queryByLabelText('Add a photo')).toBeNull();
});

test('refuses a file that is not a picture, and one too large, without sending them', async () => {
  const { sent, user } = renderPicker('reviews.photos');
  await user.upload(screen.getByLabelText('Add photo'), [
    picture('notes.pdf', 10, 'application/pdf'),
    picture('huge.jpg', 2 * MB + 1, 'image/jpeg'),
  ]);
  await screen.findByText('The file must be a JPEG, PNG or WebP image');
  await screen.findByText('The photo must be at most 2 MB');
  expect(sent).toEqual([]);
  expect(screen.queryByRole('status')).toBeNull();
});

test('shows each photo uploading with its progress, then as a thumbnail that can be removed', async () => {
  const { sent, busy, user } = renderPicker('returns.photos');
  await user.upload(screen.getByLabelText('Add a photo'), picture('shade.png'));

  const bar = screen.getByRole('progressbar', {
    name: 'Uploading shade.png',
  }) as HTMLProgressElement;
  expect(screen.getByRole('status').textContent).toBe('Uploading photos…');
  // The form hears of it in an effect, which runs after the paint.
  await waitFor(() => expect(busy.at(-1)).toBe(true));
  act(() => sent[0]?.progress(0.5));
  expect(bar.value).toBe(0.5);

  const ref = `/files/${crypto.randomUUID()}`;
  await act(async () => sent[0]?.done(ref));
  const thumbnail = await screen.findByRole('img', { name: 'Photo 1' });
  expect(thumbnail.getAttribute('src')).toBe(`${ref}/320.webp`);
  // Sized, so the form does not jump when it loads.
  expect(thumbnail.getAttribute('width')).toBe('80');
  expect(thumbnail.getAttribute('height')).toBe('80');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  await waitFor(() => expect(busy.at(-1)).toBe(false));

  await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
  await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo 1' })).toBeNull());
  expect(screen.getByLabelText('Add a photo')).toBeTruthy();
});

test('says when an upload fails, and leaves no thumbnail', async () => {
  const { sent, user } = renderPicker('reviews.photos');
  await user.upload(screen.getByLabelText('Add photo'), picture('shade.png'));
  await act(async () => sent[0]?.fail(new Error('offline')));
  await screen.findByText('The photo could not be uploaded');
  expect(screen.queryByRole('img', { name: 'Attachment 1' })).toBeNull();
});

test('speaks Bangla, counting the photos on their way', async () => {
  const { user } = renderPicker('reviews.photos', 'bn');
  const list = screen.getByRole('list', { name: 'ছবি (ঐচ্ছিক, সর্বোচ্চ ৩টি)' });
  await user.upload(within(list).getByLabelText('ছবি যোগ করুন'), [
    picture('a.png'),
    picture('b.png'),
  ]);
  expect(screen.getByRole('status').textContent).toBe('২টি ছবি আপলোড হচ্ছে…');
  expect(screen.getByText('JPEG, PNG বা WebP, প্রতিটি সর্বোচ্চ ২ MB।')).toBeTruthy();
});
