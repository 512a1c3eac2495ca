import { createRequire } from 'node:module';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';

/**
 * cognito-local, run in this process with the services of its own default
 * server, except two: a message sender that records confirmation codes (tests
 * read them; nothing is mailed), and a Lambda client that runs the
 * PreSignUp trigger in process. Data lives in test-harness/.data
 * and is made afresh, and seeded, on every start.
 */
const require = createRequire(import.meta.url);
// cognito-local still loads aws-sdk v2 for its KMS helper; its end-of-support notice says nothing about our code.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
const cl = (p: string) => require(`cognito-local/lib/${p}`);

export interface DeliveredCode {
  at: string;
  email: string;
  code: string;
  /** What the code is for: sign-up confirmation, password reset... */
  purpose: string;
}

export interface CognitoLocal {
  url: string;
  /** The in-process services, for the shim's additions (resend, global sign-out). */
  services: any;
  codes: DeliveredCode[];
  close(): Promise<void>;
}

const silentLogger = () => {
  const noop = () => {};
  const logger: any = { debug: noop, info: noop, warn: noop, error: noop, fatal: noop, trace: noop, level: 'silent' };
  logger.child = () => logger;
  return logger;
};

/** A PreSignUp trigger run in process: the Lambda's `response`, or its error message (Cognito wraps it). */
export type PreSignUpTrigger = (event: {
  request?: { userAttributes?: Record<string, string> };
}) => Promise<{ response: object } | { errorMessage: string }>;

export async function startCognitoLocal(opts: {
  dataDir: string;
  preSignUp: PreSignUpTrigger;
  issuer: () => string;
}): Promise<CognitoLocal> {
  rmSync(opts.dataDir, { recursive: true, force: true });
  const dbDir = path.join(opts.dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const services_ = cl('services');
  const { CognitoServiceFactoryImpl } = cl('services/cognitoService');
  const { StormDBDataStoreFactory } = cl('services/dataStore/stormDb');
  const { MessageDeliveryService } = cl('services/messageDelivery/messageDelivery');
  const { otp } = cl('services/otp');
  const { JwtTokenGenerator } = cl('services/tokenGenerator');
  const { UserPoolServiceFactoryImpl } = cl('services/userPoolService');
  const { CryptoService } = cl('services/crypto');
  const { DefaultConfig } = cl('server/config');
  const { Router } = cl('server/Router');
  const { createServer } = cl('server/server');

  const codes: DeliveredCode[] = [];
  const recordingSender = {
    sendEmail(_ctx: unknown, user: any, destination: string, message: any) {
      codes.push({ at: new Date().toISOString(), email: destination, code: message.__code, purpose: message.emailSubject ?? 'code' });
      if (codes.length > 500) codes.splice(0, 250);
      return Promise.resolve();
    },
    sendSms() {
      return Promise.resolve();
    },
  };

  const logger = silentLogger();
  const ctx = { logger };
  const config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TriggerFunctions: { PreSignUp: 'PreSignUp' },
    // Read when each token is signed, so the issuer can name a port chosen after start.
    TokenConfig: {
      get IssuerDomain() {
        return opts.issuer();
      },
    },
    ServerConfig: { port: 0, hostname: '127.0.0.1', development: false, https: false },
  };
  writeFileSync(path.join(opts.dataDir, 'config.json'), '{}');
  const clock = new services_.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dbDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dbDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  // cognito-local's own LambdaService, given a client with the shape of the Lambda Invoke API that runs the
  // trigger in process: the same event, payload and error wrapping as a deployed function, no SDK, no HTTP.
  const lambdaClient = {
    invoke: (params: { Payload: string }) => ({
      promise: async () => {
        const result = await opts.preSignUp(JSON.parse(params.Payload));
        return 'errorMessage' in result
          ? { StatusCode: 200, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorType: 'Error', ...result }) }
          : { StatusCode: 200, Payload: JSON.stringify(result) };
      },
    }),
  };
  const lambdaService = new services_.LambdaService(config.TriggerFunctions, lambdaClient);
  const triggers = new services_.TriggersService(clock, cognito, lambdaService, new CryptoService({ ...DefaultConfig.KMSConfig }));
  const services = {
    clock,
    cognito,
    config,
    messages: new services_.MessagesService(triggers, new MessageDeliveryService(recordingSender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const server: Server = await createServer(Router(services), logger, config.ServerConfig, services).start();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    services,
    codes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One call to cognito-local's JSON API, as the AWS SDK makes it. */
export async function cognitoCall<T = any>(url: string, target: string, body: unknown): Promise<T> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  const json = await r.json();
  if (!r.ok) throw Object.assign(new Error(`${target}: ${json.__type}: ${json.message}`), { name: json.__type, status: r.status });
  return json as T;
}
