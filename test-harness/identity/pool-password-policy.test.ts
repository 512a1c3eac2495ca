// @vitest-environment node
import { parseConfig } from '../../shared/config';
import { startHarness, type Harness } from '../server/harness';

/** Spec 1 §5: the minimum password length is configuration: the pool's, enforced by the stand-in and carried to the forms. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ storePort: 0, cdnPort: 0, apiPort: 0, passwordMinLength: 10 });
}, 30_000);
afterAll(() => h.close());

async function storeConfig() {
  const html = await (await fetch(`${h.storeOrigin}/pages/myaccount?operation=signUp`)).text();
  return parseConfig(/id="vanity-config">([\s\S]*?)<\/script>/.exec(html)?.[1], `${h.cdnOrigin}/vanity.js`);
}

const signUp = (clientId: string, email: string, password: string) =>
  fetch(`${h.apiOrigin}/cognito`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.SignUp' },
    body: JSON.stringify({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
      ClientMetadata: { language: 'en', domain: 'aurelle-beauty.myshopify.com', destinationPath: '/' },
    }),
  });

describe('a pool with a 10-character minimum', () => {
  it('puts 10 in the store’s config', async () => {
    expect((await storeConfig()).cognito.passwordMinLength).toBe(10);
  });

  it('refuses a 9-character password at sign-up, as Cognito would, and takes a 10-character one', async () => {
    const clientId = (await storeConfig()).cognito.userPoolClientId;
    const short = await signUp(clientId, `short.${Date.now()}@aurelle.test`, 'Abcdef1!x');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    const long = await signUp(clientId, `long.${Date.now()}@aurelle.test`, 'Abcdefg1!x');
    expect(long.status).toBe(200);
  });
});
