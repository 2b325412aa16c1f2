/* global getComputedStyle */
import { assert, logIn, openLoginDialog, watchPage } from './support/helpers.mjs';

const style = (page, selector, properties) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, props) => {
      const computed = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, computed.getPropertyValue(p)]));
    }, properties);

export default [
  {
    name: "Ant Design's styles: components carry the app's theme, and the app's own rules win over them",
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await page.goto(baseUrl);
      await openLoginDialog(page);
      // Theme colours and sizes (missing styles leave browser defaults).
      assert.deepEqual(await style(page, '.ant-modal button[type=submit]', ['background-color', 'height', 'border-radius']), {
        'background-color': 'rgb(11, 110, 122)',
        height: '40px',
        'border-radius': '10px',
      });
      assert.equal((await style(page, '.ant-modal-container', ['position']))['position'], 'relative');
      assert.equal((await style(page, '.ant-modal input#username', ['font-size']))['font-size'], '16px');
      // The app's rules win over Ant Design's at equal specificity: antd's styles go first in <head>.
      assert.equal((await style(page, '.pnc-login-avatar', ['background-color']))['background-color'], 'rgb(232, 246, 248)');
      await page.keyboard.press('Escape');

      await logIn(page, 'nurse', 'demo-nurse-2026');
      await page.goto(`${baseUrl}/centre/rooms`);
      await page.getByTestId('room-board').waitFor();
      assert.equal((await style(page, '.pnc-centre-nav .is-selected > a', ['color']))['color'], 'rgb(11, 110, 122)');
      await page.goto(`${baseUrl}/centre/r/room`);
      await page.locator('.ant-table-thead th').first().waitFor();
      assert.notEqual((await style(page, '.ant-table-thead th', ['background-color']))['background-color'], 'rgba(0, 0, 0, 0)');

      // Links outside Ant Design's elements keep the browser's and the app's look: its link reset stays inside them.
      await page.goto(`${baseUrl}/centre/calendar`);
      await page.locator('.pnc-cal-event').first().waitFor();
      assert.equal((await style(page, '.pnc-cal-event', ['text-decoration-line']))['text-decoration-line'], 'underline');
      watch.assertClean();
    },
  },
];
