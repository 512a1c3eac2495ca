import { expect, type Page } from '@playwright/test';

export const finder = (page: Page) => page.locator('[data-vanity-widget="shade-finder"]');

/** The finder's answers, as its radios and checkboxes name them (a RegExp where the name goes on past the word). */
export interface FinderAnswers {
  skin: string;
  undertone: RegExp;
  concerns: string[];
  coverage: RegExp;
}

/** From the first question to the photo step, answering each and going Next. */
export async function answerFinderQuestions(page: Page, answers: FinderAnswers) {
  const next = () => finder(page).getByRole('button', { name: 'Next' }).click();
  await finder(page).getByRole('radio', { name: answers.skin }).check();
  await next();
  await finder(page).getByRole('radio', { name: answers.undertone }).check();
  await next();
  for (const concern of answers.concerns) await finder(page).getByRole('checkbox', { name: concern }).check();
  await next();
  await finder(page).getByRole('radio', { name: answers.coverage }).check();
  await next();
  await expect(finder(page).getByRole('heading', { name: 'Now a photo of your face' })).toBeVisible();
}
