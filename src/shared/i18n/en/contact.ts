/** The contact page and its form. */
export const contact = {
  // The page (features/contact/pages/contact-page.tsx)
  'contact.documentTitle': 'Contact Us',
  'contact.heading': 'Contact Us',
  'contact.intro':
    'Questions about an order, a product or a payment? Send us a message and we will reply by e-mail.',

  // The form
  'contact.field.name': 'Name',
  'contact.field.email': 'Email',
  'contact.field.subject': 'Subject',
  'contact.field.message': 'Message',
  'contact.send': 'Send Message',
  'contact.sending': 'Sending...',
  'contact.toast.sent': 'Message Sent!',
  'contact.toast.sentDescription':
    "Thank you for contacting us. We'll get back to you within {hours} hours.",
  'contact.toast.failed': 'Failed to send message',

  // The shop's details beside the form
  'contact.details.label': 'Contact details',
  'contact.details.email': 'Email',
  'contact.details.phone': 'Phone',
  'contact.details.address': 'Address',
  'contact.details.hours': 'Business hours',
  'contact.details.hoursValue': '{opens} AM to {closes} PM, Monday to Friday',
  'contact.details.shipping': 'Shipping',
  'contact.details.shippingValue':
    'Orders ship within {shipMin}-{shipMax} hours; delivery in {deliveryMin}-{deliveryMax} business days.',
};
