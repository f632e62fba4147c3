/**
 * The delivery address's district and area, and the shopper's saved addresses (issue 21): the
 * checkout's first step and Account → Addresses load them (web/lib/address-words.tsx).
 */
export const addressMessages = {
  'validation.district.required': 'Please choose your district',
  'validation.district.unknown': 'Choose your district from the list',
  'validation.area.tooLong': 'Area must be at most {max} characters',
  'validation.addressLabel.tooLong': 'The name for the address must be at most {max} characters',
  'validation.location.disagrees':
    'The delivery location must match the district: Dhaka district is inside Dhaka, every other district outside',

  // The fields (components/place-fields.tsx)
  'address.optional': '(optional)',
  'address.city': 'City',
  'address.zipCode': 'ZIP Code',
  'address.district': 'District',
  'address.chooseDistrict': 'Choose your district',
  'address.area': 'Area or thana',
  'address.chooseArea': 'Choose your area',
  'address.otherArea': 'Another area (type it)',
  'address.areaTyped': 'Your area or thana',
  'address.areasLoading': 'Loading the areas…',
  'address.place': '{area}, {district}',

  // Saved addresses at checkout (checkout/components/saved-address-picker.tsx)
  'address.picker.legend': 'Deliver to',
  'address.picker.new': 'A new address',
  'address.picker.default': 'Default',
  'address.save': 'Save this address for next time',
  'address.saveFull':
    'You have {max} saved addresses: remove one under Saved addresses in your profile to save this one.',

  // Account → Profile → Saved addresses (account/components/saved-addresses-section.tsx)
  'address.tab.heading': 'Saved addresses',
  'address.tab.intro': 'Pick one at checkout instead of typing it again. You can keep up to {max}.',
  'address.tab.empty':
    'No saved addresses yet. Add one here, or tick “Save this address” at checkout.',
  'address.tab.add': 'Add an address',
  'address.tab.edit': 'Edit',
  'address.tab.editLabel': 'Edit {name}',
  'address.tab.delete': 'Remove',
  'address.tab.deleteLabel': 'Remove {name}',
  'address.tab.makeDefault': 'Make default',
  'address.tab.makeDefaultLabel': 'Make {name} the default',
  'address.tab.loadFailed': 'We could not load your addresses.',
  'address.tab.retry': 'Try again',
  'address.tab.full': 'You have {max} addresses, the most you can keep. Remove one to add another.',
  'address.form.addHeading': 'New address',
  'address.form.editHeading': 'Edit address',
  'address.form.label': 'Name for it',
  'address.form.labelHint': 'Home, Office, Mother’s house…',
  'address.form.isDefault': 'Use this address first at checkout',
  'address.form.save': 'Save Address',
  'address.form.saving': 'Saving...',
  'address.form.cancel': 'Cancel',
  'address.toast.saved': 'Address saved',
  'address.toast.deleted': 'Address removed',
  'address.toast.failed': 'The address was not saved',
  'errors.address.notFound': 'That address is not among yours',
  'errors.address.tooMany': 'You can keep up to {max} addresses: remove one first',
} as const;
