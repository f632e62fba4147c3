import type { pathaoLocationMessages as english } from '../en/pathao-locations-server';

/** Why the admin's Pathao city, zone and area pickers cannot be filled (issue 21). */
export const pathaoLocationMessages: Record<keyof typeof english, string> = {
  'errors.delivery.locationsUnavailable':
    'পাঠাও থেকে সাড়া পাওয়া যায়নি, তাই এর শহর, জোন ও এলাকার তালিকা দেখানো যাচ্ছে না। এক মিনিট পরে আবার চেষ্টা করুন।',
};
