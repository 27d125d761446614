// S3's error answers: an XML <Error> document with S3's code and status (no body for HEAD).
import type { FastifyReply } from 'fastify';
import { xmlDocument, xmlElement } from './xml';

export type S3ErrorCode =
  | 'AccessDenied'
  | 'AuthorizationHeaderMalformed'
  | 'BadDigest'
  | 'BucketAlreadyOwnedByYou'
  | 'EntityTooLarge'
  | 'IncompleteBody'
  | 'InternalError'
  | 'InvalidAccessKeyId'
  | 'InvalidArgument'
  | 'InvalidBucketName'
  | 'InvalidRequest'
  | 'InvalidURI'
  | 'MethodNotAllowed'
  | 'MissingContentLength'
  | 'NoSuchBucket'
  | 'NoSuchKey'
  | 'NotImplemented'
  | 'PreconditionFailed'
  | 'RequestTimeTooSkewed'
  | 'SignatureDoesNotMatch'
  | 'XAmzContentSHA256Mismatch';

const STATUS: Record<S3ErrorCode, number> = {
  AccessDenied: 403,
  AuthorizationHeaderMalformed: 400,
  BadDigest: 400,
  BucketAlreadyOwnedByYou: 409,
  EntityTooLarge: 400,
  IncompleteBody: 400,
  InternalError: 500,
  InvalidAccessKeyId: 403,
  InvalidArgument: 400,
  InvalidBucketName: 400,
  InvalidRequest: 400,
  InvalidURI: 400,
  MethodNotAllowed: 405,
  MissingContentLength: 411,
  NoSuchBucket: 404,
  NoSuchKey: 404,
  NotImplemented: 501,
  PreconditionFailed: 412,
  RequestTimeTooSkewed: 403,
  SignatureDoesNotMatch: 403,
  XAmzContentSHA256Mismatch: 400,
};

export const S3_ERROR_MESSAGES: Partial<Record<S3ErrorCode, string>> = {
  AccessDenied: 'Access Denied',
  InvalidAccessKeyId: 'The AWS Access Key Id you provided does not exist in our records.',
  NoSuchBucket: 'The specified bucket does not exist',
  InvalidURI: "Couldn't parse the specified URI.",
  NoSuchKey: 'The specified key does not exist.',
  PreconditionFailed: 'At least one of the pre-conditions you specified did not hold',
  SignatureDoesNotMatch:
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  RequestTimeTooSkewed:
    'The difference between the request time and the current time is too large.',
};

/**
 * A part of the request decoded from percent-encoding; the error to answer when it is not
 * percent-encoded UTF-8.
 */
export function decodeOrRefuse(text: string, refusal: () => S3Error): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw refusal();
  }
}

/** An S3 error to answer; `details` become extra elements (<Key>, <BucketName>, …). */
export class S3Error extends Error {
  readonly status: number;

  constructor(
    readonly code: S3ErrorCode,
    message = S3_ERROR_MESSAGES[code] ?? code,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

/** The error's status and document, with the request's id (S3's x-amz-request-id). */
export function sendS3Error(reply: FastifyReply, error: S3Error): FastifyReply {
  const requestId = reply.request.id;
  reply.code(error.status).header('x-amz-request-id', requestId);
  if (reply.request.method === 'HEAD') return reply.send();
  const body = xmlDocument(
    xmlElement('Error', [
      xmlElement('Code', error.code),
      xmlElement('Message', error.message),
      ...Object.entries(error.details).map(([name, value]) => xmlElement(name, value)),
      xmlElement('RequestId', requestId),
    ]),
  );
  return reply.type('application/xml').send(body);
}
