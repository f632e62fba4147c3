/**
 * About, terms, privacy and the not-found page. A {placeholder} that names a link ({contactPage},
 * {email}, {phone}) is filled with the link itself by the page (richText), so the words around it
 * can move wherever each language puts them.
 */
export const staticPages = {
  // About (pages/about-page.tsx)
  'static.about.documentTitle': 'About Us',
  'static.about.heading': 'About Us',
  'static.about.story.heading': 'Who we are',
  'static.about.story.p1':
    '{shopName} is a Dhaka-based online shop for authentic beauty and fashion. We started with a simple idea: shoppers everywhere in Bangladesh deserve genuine products, honest prices and friendly service, without having to wonder whether what arrives at their door is the real thing.',
  'static.about.stats.rating': 'average rating',
  'static.about.stats.customers': 'happy customers',
  'static.about.stats.customersValue': '{count}K+',
  'static.about.stats.products': 'products',
  'static.about.range.heading': 'What we sell',
  'static.about.range.intro':
    'Our collection brings together everything you need to look and feel your best:',
  'static.about.range.makeup': 'Makeup and skincare',
  'static.about.range.bags': 'Handbags, shoes and accessories',
  'static.about.range.clothing': 'Clothing, plus dedicated ranges for kids and men',
  'static.about.range.minis': 'Minis and travel sizes, perfect for trying something new',
  'static.about.range.designer': 'Designer pieces and a selection for the home',
  'static.about.promises.heading': 'Our promises',
  'static.about.promises.authentic.title': 'Authentic products.',
  'static.about.promises.authentic.text': 'Everything we sell comes from authorised distributors.',
  'static.about.promises.delivery.title': 'Nationwide delivery.',
  'static.about.promises.delivery.text':
    '{dhakaFee} inside Dhaka and {outsideFee} outside Dhaka, anywhere in Bangladesh.',
  'static.about.promises.payment.title': 'Flexible payment.',
  'static.about.promises.payment.text': 'Pay by bKash, bank transfer or cash on delivery.',
  'static.about.promises.returns.title': 'Easy returns.',
  'static.about.promises.returns.text':
    'A {days}-day return policy, with refunds processed in {refundMin}-{refundMax} business days.',
  'static.about.contact.heading': 'Get in touch',
  // Without the shop's details (not loaded yet) the sentence ends after the contact page link.
  'static.about.contact.p1':
    'We love hearing from our customers. Whether you have a question about a product, an order or anything else, visit our {contactPage}.',
  'static.about.contact.p1WithDetails':
    'We love hearing from our customers. Whether you have a question about a product, an order or anything else, visit our {contactPage}, e-mail us at {email} or call us on {phone}.',
  'static.contactPageLink': 'contact page',

  // Terms of service (pages/terms-page.tsx)
  'static.terms.documentTitle': 'Terms of Service',
  'static.terms.heading': 'Terms of Service',
  'static.terms.updated': 'Last updated: December 2024',
  'static.terms.acceptance.heading': 'Acceptance of terms',
  'static.terms.acceptance.p1':
    'These terms apply whenever you browse, create an account or place an order with {shopName}. By using our website you agree to them, so please read them carefully. If you do not agree, please do not use our services.',
  'static.terms.accounts.heading': 'Accounts',
  'static.terms.accounts.accurate':
    'Please give us accurate, up-to-date information and keep it current.',
  'static.terms.accounts.password':
    'You are responsible for keeping your password safe and for any activity under your account.',
  'static.terms.accounts.misuse':
    'If you think someone else has used your account, let us know straight away.',
  'static.terms.orders.heading': 'Orders and pricing',
  'static.terms.orders.currency': 'All prices are shown in Bangladeshi taka (৳).',
  'static.terms.orders.price':
    'The price you pay is the one shown at checkout, which is calculated by our server when you place your order.',
  'static.terms.orders.stock':
    'If an item runs out of stock, we may cancel all or part of your order. If you have already paid, we will refund that payment in full.',
  'static.terms.payment.heading': 'Payment',
  'static.terms.payment.intro': 'You can pay by bKash, bank transfer or cash on delivery.',
  'static.terms.payment.transactionId':
    'bKash and bank transfer payments need a valid transaction ID. Our team checks each payment by hand before your order is processed.',
  'static.terms.payment.codCharge':
    'Cash on delivery outside Dhaka carries a charge of {percent}% of the order subtotal.',
  'static.terms.payment.confirm':
    'Please confirm your payment through our Messenger or Facebook page so we can match it to your order.',
  'static.terms.shipping.heading': 'Shipping',
  'static.terms.shipping.fees':
    'Delivery costs {dhakaFee} inside Dhaka and {outsideFee} outside Dhaka.',
  'static.terms.shipping.times':
    'Orders ship within {shipMin}-{shipMax} hours and usually arrive within {deliveryMin}-{deliveryMax} business days after dispatch.',
  'static.terms.returns.heading': 'Returns and refunds',
  'static.terms.returns.p1':
    'We offer a {days}-day return policy. Once we have received and checked a returned item, refunds are processed within {refundMin}-{refundMax} business days.',
  'static.terms.promises.heading': 'Our promises',
  'static.terms.promises.delivery':
    'Once your order is paid in full (or placed, for cash on delivery), we deliver it within {dhakaDays} days inside Dhaka and {outsideDays} days elsewhere in Bangladesh.',
  'static.terms.promises.refund':
    'If we cancel an order you have paid for, cannot deliver it, or accept your return, we refund you within {days} days through the way you paid (bKash, bank or card).',
  'static.terms.promises.complaints':
    'We act on every complaint within 72 hours: write to us through our {contactPage}.',
  'static.terms.promises.dbid': 'Our Digital Business ID (DBID) is {dbid}.',
  'static.terms.reviews.heading': 'Reviews and content',
  'static.terms.reviews.p1':
    'We welcome your reviews and comments. Please keep them honest and respectful. We may remove content that is abusive, misleading, offensive or unrelated to our products.',
  'static.terms.liability.heading': 'Limitation of liability',
  'static.terms.liability.p1':
    'We work hard to describe our products accurately and to keep our website running smoothly. To the extent permitted by law, {shopName} is not liable for indirect or consequential losses arising from the use of our website or products, and our total liability for any order is limited to the amount you paid for it.',
  'static.terms.changes.heading': 'Changes to these terms',
  'static.terms.changes.p1':
    'We may update these terms from time to time. When we do, we will change the date at the top of this page. Continuing to use our website after an update means you accept the revised terms.',
  'static.terms.contact.heading': 'Contact',
  'static.terms.contact.p1':
    'Questions about these terms? Please reach out through our {contactPage}.',
  'static.terms.contact.p1WithEmail':
    'Questions about these terms? Please reach out through our {contactPage} or e-mail us at {email}.',

  // Privacy policy (pages/privacy-page.tsx)
  'static.privacy.documentTitle': 'Privacy Policy',
  'static.privacy.heading': 'Privacy Policy',
  'static.privacy.updated': 'Last updated: December 2024',
  'static.privacy.intro':
    'Your privacy matters to us. This policy explains what information {shopName} collects, why we collect it and the choices you have.',
  'static.privacy.collect.heading': 'Information we collect',
  'static.privacy.collect.contact': 'Your name, e-mail address and phone number',
  'static.privacy.collect.address': 'Your delivery address',
  'static.privacy.collect.orders': 'Your order history',
  'static.privacy.collect.payments':
    'Payment transaction IDs and, if you choose to send them, payment screenshots',
  'static.privacy.use.heading': 'How we use it',
  'static.privacy.use.orders': 'To process and deliver your orders',
  'static.privacy.use.payments': 'To verify your payments',
  'static.privacy.use.emails': 'To send you e-mails about your orders',
  'static.privacy.use.offers': 'To send you offers and news, but only if you opt in',
  'static.privacy.sharing.heading': 'Sharing',
  'static.privacy.sharing.p1':
    'We share your details only with our delivery partners, and only what they need to deliver your order. We never sell your personal information.',
  'static.privacy.cookies.heading': 'Cookies',
  'static.privacy.cookies.p1':
    'We use a single session cookie to keep you signed in. We do not use third-party trackers.',
  'static.privacy.security.heading': 'Data security',
  'static.privacy.security.p1':
    'We take reasonable technical and organisational measures to protect your information from loss, misuse and unauthorised access. Only team members who need your details to handle your order can see them.',
  'static.privacy.rights.heading': 'Your rights',
  'static.privacy.rights.intro': 'From Account Settings you can:',
  'static.privacy.rights.edit': 'Edit your profile',
  'static.privacy.rights.notifications': 'Change your notification preferences',
  'static.privacy.rights.download': 'Download all the data we keep about you, as one file',
  'static.stop.documentTitle': 'Stop offers',
  'static.stop.heading': 'Stop offers by message',
  'static.stop.intro':
    'No more messages about offers and sales to {phone}. Messages about your orders still come.',
  'static.stop.submit': 'Stop offers',
  'static.stop.submitting': 'Stopping…',
  'static.stop.done':
    'Done: we will not send offers to {phone}. You can turn them back on in Account → Settings.',
  'static.stop.failed': 'That did not work. Try again in a moment.',
  'validation.stop.token': 'This stop link is not valid: open the whole link from the message.',
  'static.privacy.rights.consent':
    'We send offers and news only after you say yes to them in Account Settings; you can say no again at any time. We follow the Personal Data Protection Ordinance 2025.',
  'static.privacy.rights.delete': 'Delete your account',
  'static.privacy.rights.deletion':
    'When you delete your account, we remove your personal data. Your past orders are kept in anonymised form for our accounting records.',
  'static.privacy.children.heading': "Children's privacy",
  'static.privacy.children.p1':
    'Our services are not directed to children under {age}, and we do not knowingly collect personal data from them. If you believe a child under {age} has given us their information, please contact us and we will delete it.',
  'static.privacy.changes.heading': 'Changes to this policy',
  'static.privacy.changes.p1':
    'We may update this policy from time to time. When we do, we will change the date at the top of this page.',
  'static.privacy.contact.heading': 'Contact us',
  'static.privacy.contact.p1':
    'If you have any questions about your privacy, please visit our {contactPage}.',
  'static.privacy.contact.p1WithEmail':
    'If you have any questions about your privacy, please e-mail us at {email} or visit our {contactPage}.',

  // Not found (pages/not-found-page.tsx)
  'static.notFound.documentTitle': 'Page not found',
  'static.notFound.heading': 'Oops! Page not found',
  'static.notFound.text': 'The page you are looking for does not exist or has moved.',
  'static.notFound.home': 'Return to Home',
};
