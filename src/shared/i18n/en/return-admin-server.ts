/** Why the server refuses an admin's decision or pickup of a return (issue 21). */
export const returnAdminServerMessages = {
  'errors.returns.admin.notFound': 'No return has this id.',
  'errors.returns.admin.moveNotAllowed':
    'This return cannot take that step from where it stands now. Reload the page to see it.',
  'errors.returns.admin.noParcel':
    'There is no delivered Steadfast parcel to send back, or Steadfast is not set up. Record the pickup by hand.',
  // {courier} is the courier's name, {message} its own words
  'errors.returns.admin.courierRefused': '{courier} refused the return request: {message}',
  'errors.returns.admin.courierUnavailable':
    '{courier} did not answer. No pickup was booked: try again in a minute.',
} as const;
