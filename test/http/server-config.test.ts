import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readServerConfig } from '../../adapters/http/server-config.js'
import { TallyError } from '../../src/index.js'

describe('readServerConfig', () => {
  it('has the defaults of DESIGN.md', () => {
    const config = readServerConfig({})
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, dataDir: resolve('.tally') })
    expect(config.app.corsOrigins).toEqual([])
    expect(config.engine.dataDir).toBe(resolve('.tally'))
  })

  it('reads every setting from the environment', () => {
    const config = readServerConfig({
      HOST: '0.0.0.0',
      PORT: '0',
      TALLY_DATA_DIR: '/var/tally',
      TALLY_MAX_UPLOAD_BYTES: '1000',
      TALLY_MAX_FILE_BYTES: '2000',
      TALLY_MAX_LINE_BYTES: '300',
      TALLY_QUERY_TIMEOUT_MS: '400',
      TALLY_MAX_RESULT_ROWS: '50',
      TALLY_CORS_ORIGINS: 'https://a.example, https://b.example,',
      TALLY_ADMIN_EMAIL: 'boss@example.com',
      TALLY_ADMIN_PASSWORD: ' spaces kept ',
    })
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 0,
      dataDir: '/var/tally',
      adminEmail: 'boss@example.com',
      adminPassword: ' spaces kept ',
    })
    expect(config.engine).toMatchObject({
      dataDir: '/var/tally',
      maxFileBytes: 2000,
      maxLineBytes: 300,
      queryTimeoutMs: 400,
      maxResultRows: 50,
    })
    expect(config.app).toMatchObject({
      maxUploadBytes: 1000,
      corsOrigins: ['https://a.example', 'https://b.example'],
    })
  })

  it.each([
    ['PORT', '80a'],
    ['PORT', '70000'],
    ['TALLY_MAX_FILE_BYTES', '-1'],
    ['TALLY_MAX_UPLOAD_BYTES', '1e6'],
    ['TALLY_MAX_RESULT_ROWS', '0'],
  ])('refuses %s=%s with invalid_setting', (name, value) => {
    const attempt = () => readServerConfig({ [name]: value })
    expect(attempt).toThrow(TallyError)
    try {
      attempt()
    } catch (error) {
      expect((error as TallyError).code).toBe('invalid_setting')
    }
  })
})
