/** Why the admin's Pathao city, zone and area pickers cannot be filled (issue 21). */
export const pathaoLocationMessages = {
  'errors.delivery.locationsUnavailable':
    'Pathao did not answer, so its cities, zones and areas cannot be listed. Try again in a minute.',
} as const;
