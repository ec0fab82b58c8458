/**
 * The commands of `npm run admin` (scripts/admin.ts), as lines to print and an exit code, so they
 * are tested without a shell: grant or revoke the operator role, list the operators.
 */
import type { Db } from '../../db/client'
import { grantOperator, listOperators, revokeOperator } from './operator-role.service'

const USAGE = [
  'usage: npm run admin -- grant <email>    make the account an operator (runs /operator)',
  '       npm run admin -- revoke <email>   take the role back',
  '       npm run admin -- list             the operators',
]

export async function runAdminCommand(
  db: Db,
  input: { command: string; email?: string },
): Promise<{ output: string[]; exitCode: number }> {
  if (input.command === 'list') {
    const operators = await listOperators(db)
    if (operators.length === 0) return { output: ['No operators yet.', ...USAGE], exitCode: 0 }
    return {
      output: operators.map(
        (operator) => `${operator.email}  operator since ${operator.operatorSince.toISOString()}`,
      ),
      exitCode: 0,
    }
  }
  if (input.command !== 'grant' && input.command !== 'revoke') {
    return { output: [`Unknown command "${input.command}".`, ...USAGE], exitCode: 1 }
  }
  const email = input.email?.trim()
  if (!email) return { output: [`${input.command} needs an e-mail.`, ...USAGE], exitCode: 1 }
  const noAccount = [`No account has the e-mail ${email}: the person signs up first.`]
  if (input.command === 'revoke') {
    return (await revokeOperator(db, email))
      ? { output: [`${email} is no longer an operator.`], exitCode: 0 }
      : { output: noAccount, exitCode: 1 }
  }
  const granted = await grantOperator(db, email)
  if (!granted) return { output: noAccount, exitCode: 1 }
  return {
    output: [
      `${granted.email} is an operator since ${granted.operatorSince.toISOString()}; the Operator page is /operator/sources.`,
    ],
    exitCode: 0,
  }
}
