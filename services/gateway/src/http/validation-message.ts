/** One Ajv validation failure, as Fastify reports it. */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
};

/**
 * Turns the first schema failure into a sentence naming the field, e.g. "email is required" or
 * "full_name must be at most 100 characters", plus the field name for the client to highlight.
 */
export function describeValidationIssue(
  issue: ValidationIssue,
  where: string,
): { field: string; detail: string } {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : undefined;
  const field = missing ? (path ? `${path}.${missing}` : missing) : path || where;
  switch (issue.keyword) {
    case 'required':
      return { field, detail: `${field} is required` };
    case 'type':
      return { field, detail: `${field} must be a ${String(issue.params.type)}` };
    case 'format':
      return { field, detail: `${field} must be a valid ${String(issue.params.format)}` };
    case 'maxLength':
      return { field, detail: `${field} must be at most ${String(issue.params.limit)} characters` };
    case 'minLength':
      return Number(issue.params.limit) === 1
        ? { field, detail: `${field} is required` }
        : { field, detail: `${field} must be at least ${String(issue.params.limit)} characters` };
    case 'pattern':
      return { field, detail: `${field} has an invalid format` };
    case 'enum':
      return { field, detail: `${field} must be one of ${JSON.stringify(issue.params.allowedValues)}` };
    default:
      return { field, detail: `${field} ${issue.message ?? 'is invalid'}` };
  }
}
