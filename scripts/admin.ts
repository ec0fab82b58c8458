/**
 * `npm run admin -- <command>`: the deployment's operator role.
 *   grant <email>    make the account an operator (the /operator pages run the source catalogue)
 *   revoke <email>   take the role back
 *   list             the operators
 */
import { runAdminCommand } from '../server/src/modules/accounts'
import { runSourceReviewCli } from './source-review-cli'

await runSourceReviewCli({
  run: async (db, _config, { command, id }) => {
    const { output, exitCode } = await runAdminCommand(db, { command, email: id })
    for (const line of output) console.log(line)
    return exitCode
  },
})
