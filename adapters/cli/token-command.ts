import { parseArgs } from 'node:util'
import { DEFAULT_ORG_SLUG } from '../../src/workspace/organization-store.js'
import { type CommandIo, processIo, withDataDir } from './admin-command.js'

const USAGE = 'Usage: tally token create --name NAME [--org SLUG] [--email ACCOUNT_EMAIL]\n'

/**
 * `tally token create`: an API token on the data directory, printed once on stdout. It acts as
 * `--email`'s account, by default the oldest SuperAdmin.
 */
export async function runToken(args: string[], io: CommandIo = processIo): Promise<number> {
  const [sub, ...rest] = args
  if (sub !== 'create') {
    io.err(USAGE)
    return 2
  }
  const { values } = parseArgs({
    args: rest,
    options: { name: { type: 'string' }, org: { type: 'string' }, email: { type: 'string' } },
  })
  const name = values.name
  if (!name) {
    io.err(USAGE)
    return 2
  }
  return withDataDir(io, async (engine) => {
    const org = values.org ?? DEFAULT_ORG_SLUG
    const created = await engine.workspace.createTokenFor({
      org,
      name,
      ...(values.email ? { email: values.email } : {}),
    })
    io.err(
      `Token '${created.name}' (${created.id}) created in organization '${org}'. It is shown only once:\n`,
    )
    io.out(`${created.token}\n`)
    return 0
  })
}
