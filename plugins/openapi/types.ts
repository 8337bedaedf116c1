/** The parts of an OpenAPI 3.0/3.1 document this engine reads; everything is optional because real specs are messy. */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  properties?: Record<string, SchemaObject>;
  additionalProperties?: boolean | SchemaObject;
  required?: string[];
  items?: SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  not?: SchemaObject;
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  multipleOf?: number;
  [k: string]: unknown;
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, { value?: unknown; summary?: string }>;
  style?: string;
  explode?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<
    string,
    { value?: unknown; summary?: string; description?: string; $ref?: string }
  >;
}

export interface RequestBodyObject {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface HeaderObject {
  $ref?: string;
  description?: string;
  schema?: SchemaObject;
  required?: boolean;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
}

export interface OAuthFlow {
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes?: Record<string, string>;
}

export interface SecuritySchemeObject {
  $ref?: string;
  type: string;
  description?: string;
  name?: string;
  in?: string;
  scheme?: string;
  bearerFormat?: string;
  flows?: Record<string, OAuthFlow>;
  openIdConnectUrl?: string;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  security?: SecurityRequirement[];
  servers?: ServerObject[];
  callbacks?: Record<string, Record<string, PathItemObject>>;
  'x-codeSamples'?: Array<{ lang: string; label?: string; source: string }>;
  'x-code-samples'?: Array<{ lang: string; label?: string; source: string }>;
  [k: string]: unknown;
}

export interface PathItemObject {
  $ref?: string;
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  servers?: ServerObject[];
  [method: string]: unknown;
}

export interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default?: string; enum?: string[]; description?: string }>;
}

export interface TagObject {
  name: string;
  description?: string;
  'x-displayName'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info?: {
    title?: string;
    version?: string;
    description?: string;
    contact?: Record<string, string>;
    license?: { name?: string; url?: string };
  };
  servers?: ServerObject[];
  paths?: Record<string, PathItemObject>;
  webhooks?: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    headers?: Record<string, HeaderObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
    examples?: Record<string, { value?: unknown }>;
    [k: string]: unknown;
  };
  security?: SecurityRequirement[];
  tags?: TagObject[];
  [k: string]: unknown;
}
