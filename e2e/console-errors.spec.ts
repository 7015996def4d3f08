import { expect, test } from './support/test';

// The shared fixture (e2e/support/test.ts) fails a test on browser errors it did not declare. These
// tests are expected to fail (test.fail) exactly because of that check: if the fixture stopped
// catching the error, they would pass and the run would report them as unexpected passes.

const blank = 'data:text/html,<title>console check</title>';

test.describe('browser errors fail the test unless declared', () => {
  test('a console.error the test did not declare fails it', async ({ page }) => {
    test.fail();
    await page.goto(blank);
    await page.evaluate(() => console.error('something broke'));
    await expect(page).toHaveTitle('console check');
  });

  test('an uncaught error in the page fails it', async ({ page }) => {
    test.fail();
    await page.goto(blank);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            throw new Error('uncaught in a timer');
          });
          setTimeout(resolve);
        }),
    );
  });

  test('an error in a second context the test opened itself fails it', async ({ browser }) => {
    test.fail();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(blank);
    await page.evaluate(() => console.error('the visitor page broke'));
    await context.close();
  });

  test('a declared error passes; console warnings and logs never fail a test', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/expected failure/, 'this test logs it on purpose');
    await page.goto(blank);
    await page.evaluate(() => {
      console.error('an expected failure');
      console.warn('only a warning');
      console.log('only a log');
    });
    await expect(page).toHaveTitle('console check');
  });

  test('a declaration does not cover errors logged before it', async ({ page, expectConsoleError }) => {
    test.fail();
    await page.goto(blank);
    await page.evaluate(() => console.error('an early failure'));
    expectConsoleError(/failure/, 'only later failures are expected');
    await page.evaluate(() => console.error('a later failure'));
  });
});
