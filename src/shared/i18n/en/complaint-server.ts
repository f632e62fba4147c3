/** Why the server refuses a complaint, and the e-mail and SMS that carry the shop's answer. */
export const complaintServerMessages = {
  'errors.complaint.notFound': 'We could not find that complaint. Reload the page and try again.',
  'errors.complaint.open':
    'You already have a complaint about this order that is not resolved: write to it instead.',
  'errors.complaint.closed':
    'This complaint is resolved. If something is still wrong, make a new complaint.',
  'errors.complaint.photo': 'One of the photos was not uploaded for a complaint. Add it again.',
  'mail.complaint.subject.reply': '{shop} answered your complaint about order #{orderId}',
  'mail.complaint.subject.resolved': 'Your complaint about {shop} order #{orderId} is resolved',
  'mail.complaint.heading.reply': 'Our answer about order #{orderId}',
  'mail.complaint.heading.resolved': 'Your complaint about order #{orderId} is resolved',
  'mail.complaint.resolvedAs': 'How we resolved it: {resolution}.',
  // GSM-7 only, one or two parts with the link.
  'sms.complaint.reply':
    '{shop}: we answered your complaint about order #{orderId}. Read it: {url}',
  'sms.complaint.resolved':
    '{shop}: your complaint about order #{orderId} is resolved. Details: {url}',
};
