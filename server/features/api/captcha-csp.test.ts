import t from 'tap';
import { captchaCsp } from './captcha-csp.ts';

t.test('same-origin or unset captcha needs nothing', async (t) => {
  t.same(captchaCsp({ CAPTCHA_SCRIPT_URL: undefined }), {});
  t.same(captchaCsp({ CAPTCHA_SCRIPT_URL: '/sandbox/captcha/api.js' }), {});
});

t.test('an external provider is allowed exactly', async (t) => {
  t.same(captchaCsp({ CAPTCHA_SCRIPT_URL: 'https://captcha.example.com/v3/api.js?render=key' }), {
    scriptHosts: ['https://captcha.example.com'],
    frameHosts: ['https://captcha.example.com'],
    connectHosts: ['https://captcha.example.com'],
  });
  t.same(captchaCsp({ CAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js?render=key' }).scriptHosts, ['https://www.google.com', 'https://www.gstatic.com']);
});
