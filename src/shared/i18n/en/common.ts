/** The frame around every page: header, menus, footer, language switch, generic states. */
export const common = {
  // Language switch
  'common.language.label': 'Language',
  'common.language.switchTo': 'বাংলায় দেখুন',
  // Generic words and states
  'common.toast.region': 'Notifications',
  'common.toast.close': 'Close notification',
  'common.loading': 'Loading...',
  'common.loadingShort': 'Loading',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.tryAgain': 'Try Again',
  'common.refreshPage': 'Refresh Page',
  'common.signIn': 'Sign In',
  'common.error.offline': 'Could not reach the shop. Please check your connection.',
  'common.error.requestFailed': 'Request failed ({status})',
  'common.error.title': 'Something went wrong',
  // Skip link and sign-out toasts (root layout)
  'common.skipToContent': 'Skip to content',
  'common.signOut.success': 'Signed out successfully',
  'common.signOut.failed': 'Failed to sign out. Please try again.',
  // A page that failed to load (route error)
  'common.routeError.body': 'This page could not be loaded. Please try again.',
  'common.routeError.home': 'Return to Home',
  // The session could not be read (guards)
  'common.session.unavailable': 'We could not check whether you are signed in. Please try again.',
  // Header
  'common.header.tagline': 'Delivery across Bangladesh · bKash, bank transfer or cash on delivery',
  'common.header.openMenu': 'Open menu',
  'common.header.closeMenu': 'Close menu',
  'common.header.mainNav': 'Main',
  'common.header.mobileNav': 'Mobile',
  'common.header.wishlist': 'Wishlist',
  'common.header.wishlistWithCount.one': 'Wishlist, {shown} item',
  'common.header.wishlistWithCount.other': 'Wishlist, {shown} items',
  'common.header.cart': 'Cart',
  'common.header.cartWithCount.one': 'Cart, {shown} item',
  'common.header.cartWithCount.other': 'Cart, {shown} items',
  'common.header.myAccount': 'My Account',
  'common.header.signIn': 'Sign in',
  'common.header.signUp': 'Sign Up',
  'common.header.signOut': 'Sign Out',
  // Header links
  'common.nav.home': 'Home',
  'common.nav.products': 'Products',
  'common.nav.about': 'About',
  'common.nav.contact': 'Contact',
  // The signed-in shopper's menu
  'common.userMenu.label': 'Account menu for {name}',
  'common.userMenu.orders': 'Order History',
  'common.userMenu.admin': 'Admin Panel',
  // Footer
  'common.footer.tagline': 'Authentic beauty and fashion, delivered across Bangladesh.',
  'common.footer.social': 'Social media',
  'common.footer.shop': 'Shop',
  'common.footer.about': 'About Us',
  'common.footer.contact': 'Contact Us',
  'common.footer.allProducts': 'All Products',
  'common.footer.sale': 'Sale Items',
  'common.footer.terms': 'Terms of Service',
  'common.footer.privacy': 'Privacy Policy',
  'common.footer.dbid': 'DBID {id}',
  'common.footer.tradeLicence': 'Trade licence {number}',
  'common.footer.categories': 'Categories',
  'common.footer.contactHeading': 'Contact',
  'common.footer.rights': '© {year} {name}. All rights reserved.',
  // The wishlist heart and the shop's cart and wishlist actions (any product card or page)
  'common.heart.add': 'Add to wishlist',
  'common.heart.remove': 'Remove from wishlist',
  'common.actions.signInForCart': 'Please log in to add items to cart',
  'common.actions.signInForWishlist': 'Please login to add items to wishlist',
  // Shown on any page a verification link lands on
  'common.verify.linkInvalid':
    'This verification link has expired or is not valid. Sign in to get a new one.',
  'common.verify.done': 'Your email has been verified. You can now sign in.',
};
