/** The data export's readable summary (issue 43, docs/guide/privacy.md). */
export const privacyServerMessages = {
  'privacy.export.summary.intro': 'Everything the shop keeps about you, as of {date}.',
  'privacy.export.summary.counts':
    '{orders} orders, {addresses} saved addresses, {reviews} reviews, {messages} messages and {signIns} signed-in devices.',
  'privacy.export.summary.rights':
    'You may correct your profile and addresses in Account, change your consents or delete your account in Account → Settings. Orders and VAT invoices are kept, without your name and contacts, for the tax years the law requires.',
  'errors.privacy.exportRunning':
    'Your data is being prepared already: the download starts in a moment',
} as const;
