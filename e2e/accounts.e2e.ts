/**
 * A shopper's account from start to end in Chromium at phone width: register → verify from the
 * e-mailed link → sign in → edit the profile → change the password → sign out → forget it →
 * reset from the e-mailed link → sign in. Then the admin area: a customer is turned away, the
 * owner e-mail gets in.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, reloadPage, watchPageErrors } from './support/browser';
import { newestLinkTo } from './support/outbox';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, signInThroughPage } from './support/shopper';

const OWNER = 'owner@sajghor.test';
const shopper = {
  email: 'tahmina.e2e@example.com',
  password: 'jhal-muri-2024',
  newPassword: 'fuchka-lover-77',
  resetPassword: 'chotpoti-night-9',
};

let shop: RunningShop;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: PHONE });
  // Refused sign-ins answer 4xx on purpose; Chromium logs those as failed resources.
  pageErrors = watchPageErrors(page, (text) => /status of 4\d\d/.test(text));
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const path = () => new URL(page.url()).pathname + new URL(page.url()).search;
const toast = (text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

async function signInWith(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function openAccountMenu() {
  await page.getByRole('button', { name: /account menu/i }).click();
}

describe('a shopper account', () => {
  it('asks a signed-out visitor to sign in, at checkout in place', async () => {
    await openPage(page, `${shop.baseUrl}/account?tab=settings`);
    await page.getByText('Please log in to access your account').waitFor();
    await openPage(page, `${shop.baseUrl}/checkout`);
    await page.getByText('Sign in to check out').waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });

  it('registers, and is told to verify the e-mail', async () => {
    await openPage(page, `${shop.baseUrl}/register`);
    await page.getByLabel('First name').fill('Tahmina');
    await page.getByLabel('Last name').fill('Akter');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Confirm password').fill('something-else');
    // The phone form above has a checkbox of its own (Remember me).
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Confirm password').fill(shopper.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast('Account created successfully! Please check your email to verify your account.');
    await page.waitForURL(/\/login$/);
  });

  it('refuses to sign in before the e-mail is verified, offering to resend it', async () => {
    await signInWith(shopper.email, shopper.password);
    await page.getByText('Please verify your email address').first().waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await toast('Verification email sent! Please check your inbox.');
  });

  it('verifies from the e-mailed link and signs in', async () => {
    const link = await newestLinkTo(shop.dataDir, shopper.email, /^Verify your email/);
    await openPage(page, link);
    await toast('Your email has been verified. You can now sign in.');
    expect(path()).toBe('/');

    await openPage(page, `${shop.baseUrl}/account?tab=settings`);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await signInWith(shopper.email, shopper.password);
    await toast('Welcome back!');
    await page.waitForURL(/\/account\?tab=settings$/);
    await page.getByRole('button', { name: 'Update Password' }).waitFor();
  });

  it('sends a signed-in shopper away from the sign-in page', async () => {
    await openPage(page, `${shop.baseUrl}/login`);
    await page.waitForURL(`${shop.baseUrl}/`);
  });

  it('edits the profile, keeping the phone number in its local form', async () => {
    await openPage(page, `${shop.baseUrl}/account?tab=profile`);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(shopper.email);
    await page.getByLabel('Phone').fill('0171');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter a valid Bangladeshi mobile number').first().waitFor();

    await page.getByLabel('Phone').fill('+880 1812-345678');
    await page.getByLabel('Address', { exact: true }).fill('House 7, Road 3, Mirpur 10, Dhaka');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Profile updated successfully');
    await reloadPage(page);
    await expect(page.getByLabel('Phone').inputValue()).resolves.toBe('01812345678');
    await expect(page.getByLabel('Address', { exact: true }).inputValue()).resolves.toBe(
      'House 7, Road 3, Mirpur 10, Dhaka',
    );
  });

  it('changes the password from the settings tab', async () => {
    await openPage(page, `${shop.baseUrl}/account?tab=settings`);
    await page.getByLabel('Current password').fill(shopper.password);
    await page.getByLabel('New password', { exact: true }).fill(shopper.newPassword);
    await page.getByLabel('Confirm new password').fill(shopper.newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast('Password updated successfully');
  });

  it('signs out from the header menu', async () => {
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await toast('Signed out successfully');
    await page.waitForURL(`${shop.baseUrl}/`);
    await openPage(page, `${shop.baseUrl}/account`);
    await page.getByText('Please log in to access your account').waitFor();
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    await openPage(page, `${shop.baseUrl}/login`);
    await page.getByRole('link', { name: /forgot password/i }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await toast('Password reset email sent!');
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();

    const link = await newestLinkTo(shop.dataDir, shopper.email, /^Reset your/);
    await openPage(page, link);
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel('New password').fill(shopper.resetPassword);
    await page.getByLabel('Confirm password').fill(shopper.resetPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/login$/);

    // The link works once.
    await openPage(page, link);
    await page.getByText('This reset link has expired or has already been used.').waitFor();
  });

  it('signs in with the new password', async () => {
    await openPage(page, `${shop.baseUrl}/login`);
    await signInWith(shopper.email, shopper.newPassword);
    await toast('Invalid email or password');
    await signInWith(shopper.email, shopper.resetPassword);
    await toast('Welcome back!');
    await page.waitForURL(`${shop.baseUrl}/`);
  });

  it('turns a customer away from the admin area', async () => {
    await openPage(page, `${shop.baseUrl}/admin`);
    await page.waitForURL(`${shop.baseUrl}/`);
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'My Account' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('lets the owner e-mail into the admin area', async () => {
    const owner = await browser.newPage({ viewport: PHONE });
    const login = await createVerifiedShopper(shop, {
      firstName: 'Shop',
      lastName: 'Owner',
      email: OWNER,
      password: 'owner-pass-2026',
    });
    await signInThroughPage(owner, shop, login, '/admin');
    await owner.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await owner.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
