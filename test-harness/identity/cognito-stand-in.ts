import { createRequire } from 'node:module';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';

/**
 * cognito-local, run in this process with the services of its own default
 * server, except two: a message sender that records confirmation codes (tests
 * read them; nothing is mailed), and a Lambda client aimed at our local
 * Lambda endpoint (the PreSignUp trigger). Data lives in test-harness/.data
 * and is made afresh, and seeded, on every start.
 */
const require = createRequire(import.meta.url);
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

export async function startCognitoLocal(opts: { dataDir: string; lambdaEndpoint: () => string; issuer: () => string }): Promise<CognitoLocal> {
  rmSync(opts.dataDir, { recursive: true, force: true });
  const dbDir = path.join(opts.dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const AWS = require('aws-sdk');
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
    // aws-sdk's Lambda client, pointed at our endpoint; the getter resolves the port once it is known.
    get LambdaClient() {
      return { credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, region: 'us-west-2', endpoint: opts.lambdaEndpoint() };
    },
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
  const cognito = await new CognitoServiceFactoryImpl(dbDir, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory)).create(ctx, config.UserPoolDefaults);
  let lambda: any = null;
  const lambdaService = {
    enabled: (trigger: string) => trigger in config.TriggerFunctions,
    invoke: (c: unknown, trigger: string, event: unknown) => {
      lambda ??= new services_.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient));
      return lambda.invoke(c, trigger, event);
    },
  };
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
