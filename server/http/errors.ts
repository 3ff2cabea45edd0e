/**
 * One error shape for the whole API: `{ message }` with a 4xx for anything the caller got wrong, never a stack
 * trace. Unexpected failures are logged and answered with a plain 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify'
import { z, type ZodType } from 'zod'

/** An error whose message is safe to show to the shopper. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More of the answer beside `message` (a 409's new quote, say). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const notFound = (message: string) => new ApiError(404, message)

/** Parses input with a contract schema; the first problem becomes a 400 with a readable message. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new ApiError(400, describeIssue(result.error.issues[0]))
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request'
  const field = issue.path.map(String).join('.')
  // zod's own wording for a missing field ("expected string, received undefined") is not for shoppers.
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return field ? `${field} is required` : 'Request body is required'
  if (issue.code === 'invalid_type' && !field) return 'Request body must be a JSON object'
  // zod's own wording for an over-long value does not say which field; ours does.
  if (issue.code === 'too_big' && issue.message.startsWith('Too big')) {
    const what = field || 'Request'
    return issue.origin === 'array' ? `${what} must have at most ${issue.maximum} items` : `${what} must be at most ${issue.maximum} characters`
  }
  return issue.message.startsWith('Invalid input') && field ? `Invalid ${field}` : issue.message
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500
    // An outside service failed (a gateway's 502): the shopper gets the route's own words, not a generic 500.
    if (error instanceof ApiError) return reply.status(status).send({ message: error.message, ...error.details })
    if (status >= 400 && status < 500) {
      const message =
        error instanceof ApiError ? error.message
        : 'code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Request body is not valid JSON'
        : 'code' in error && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'Request body is empty'
        : error instanceof SyntaxError ? 'Request body is not valid JSON'
        : error.message || 'Bad request'
      return reply.status(status).send({ message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ message: 'Something went wrong. Please try again later.' })
  })
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` })
  })
}
