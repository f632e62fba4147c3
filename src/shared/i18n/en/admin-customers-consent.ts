/** Admin → Customers: each customer's phone and what they agreed to be sent (issue 18). */
export const adminCustomersConsentMessages = {
  'admin.customers.column.consent': 'Consent',
  'admin.customers.consent.email': 'E-mail',
  'admin.customers.consent.sms': 'SMS',
  'admin.customers.consent.marketing': 'Marketing',
  // What a screen reader says for one switch; {channel} is one of the three words above
  'admin.customers.consent.on': '{channel}: yes',
  'admin.customers.consent.off': '{channel}: no',
  'admin.customers.consent.hint':
    'What the customer turned on in their account. Marketing is recorded for consent only.',
  'admin.customers.phoneVerified': 'Verified',
  'admin.customers.phoneVerifiedHint': 'Signs in with this number, proven by a code',
  'admin.customers.noEmail': 'No e-mail (signs in by phone)',
};
