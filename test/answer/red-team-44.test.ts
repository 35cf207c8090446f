import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of red-team rounds 44 and 45 (Kaggle-shaped tables: breast cancer samples,
 * unicorn companies, city air quality, wildfires, a lung cancer survey coded 1 and 2, daily stock
 * prices), now read right or declined.
 */
const FILES = {
  breast_cancer: 'fixtures/business/kaggle-rt44-breast_cancer.csv',
  unicorns: 'fixtures/business/kaggle-rt44-unicorns.csv',
  air_quality: 'fixtures/business/kaggle-rt44-air_quality.csv',
  wildfires: 'fixtures/business/kaggle-rt45-wildfires.csv',
  survey_lung_cancer: 'fixtures/business/kaggle-rt45-survey_lung_cancer.csv',
  all_stocks_5yr: 'fixtures/business/kaggle-rt45-all_stocks_5yr.csv',
}

const { rows, expected, declined, one, truth } = fixtureSuite(FILES)

describe('red-team rounds 44 and 45', () => {
  it('reads "the sample with the lowest X" as one row, not as framing', async () => {
    const lowest = await expected(
      'breast_cancer',
      'SELECT diagnosis, smoothness_mean FROM data ORDER BY smoothness_mean LIMIT 1',
    )
    const found = await rows(
      'What is the diagnosis of the sample with the lowest smoothness_mean?',
      'breast_cancer',
    )
    // (Not the diagnosis whose samples are smoothest on average.)
    expect(found.map((r) => [r[0], Number(r[1])])).toEqual(lowest)
  })

  it('orders by the time column the verb names ("founded earliest" over Year Founded, not Date Joined)', async () => {
    const company = await expected('unicorns', 'SELECT Company FROM data ORDER BY "Year Founded" LIMIT 1')
    const found = await rows('Which company was founded earliest?', 'unicorns')
    expect(found[0]?.[0]).toBe(company?.[0]?.[0])
  })

  it('declines a verb naming neither of two dated events ("started" over Date Joined and Year Founded)', async () => {
    await declined('How many unicorns were started in 2015?', 'unicorns')
    await declined('Which company was started first?', 'unicorns')
  })

  it('declines "which cities have no X readings" (said of all a city\'s rows, where a lookup keeps any)', async () => {
    await declined('Which cities have no Xylene readings?', 'air_quality')
  })

  it('counts the rows for the head of the table\'s compound name ("fires" over wildfires, not named fires)', async () => {
    const lightning = await truth(
      'wildfires',
      "SELECT count(*) FROM data WHERE STAT_CAUSE_DESCR = 'Lightning'",
    )
    expect(await one('How many fires were caused by lightning?', 'wildfires')).toBe(lightning)
    const states = await expected(
      'wildfires',
      'SELECT STATE FROM data GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    )
    const found = await rows('Which state has the most fires?', 'wildfires')
    expect(found[0]?.[0]).toBe(states?.[0]?.[0])
  })

  it('names a thing by its description before its code ("cause" over STAT_CAUSE_DESCR)', async () => {
    const causes = await expected(
      'wildfires',
      'SELECT STAT_CAUSE_DESCR FROM data GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    )
    const found = await rows('What is the most common cause of wildfires?', 'wildfires')
    expect(found[0]?.[0]).toBe(causes?.[0]?.[0])
  })

  it('declines a yes/no said of a column coded 1 and 2 (which code is yes is not written)', async () => {
    await declined('How many smokers are there?', 'survey_lung_cancer')
    await declined('What is the average age of smokers?', 'survey_lung_cancer')
    await declined('What proportion of smokers have lung cancer?', 'survey_lung_cancer')
    await declined('How many respondents have yellow fingers?', 'survey_lung_cancer')
  })

  it('declines "for each stock" where the rows are daily prices of stocks', async () => {
    await declined('What is the highest close for each stock?', 'all_stocks_5yr')
  })
})
