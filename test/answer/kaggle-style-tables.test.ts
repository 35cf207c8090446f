import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Questions in the style of DataBench over tables published the Kaggle way (a clinic's patients,
 * a marketing list, an HR export, job postings, films, products, a storm log), written by two
 * red-team rounds that had not seen the parser. Expected values come from DuckDB reading the same
 * files, never from the engine.
 */
const FILES = {
  heart: 'fixtures/business/kaggle-heart.csv',
  marketing: 'fixtures/business/kaggle-marketing.csv',
  hr: 'fixtures/business/kaggle-hr.csv',
  jobs: 'fixtures/business/kaggle-jobs.csv',
  movies: 'fixtures/business/kaggle-movies.csv',
  products: 'fixtures/business/kaggle-products.csv',
  tornadoes: 'fixtures/business/kaggle-tornadoes.csv',
  airline: 'fixtures/business/kaggle-airline.csv',
  students: 'fixtures/business/kaggle-students.csv',
  houses: 'fixtures/business/kaggle-houses.csv',
  billionaires: 'fixtures/business/kaggle-billionaires.csv',
  reviews: 'fixtures/business/kaggle-reviews.csv',
  tickets: 'fixtures/business/helpdesk-tickets.csv',
  cars: 'fixtures/business/cars.csv',
  covid: 'fixtures/business/covid-daily.csv',
  survey: 'fixtures/business/kaggle-survey.csv',
  flights: 'fixtures/business/kaggle-flights.csv',
  music: 'fixtures/business/kaggle-music.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

describe('rankings said twice or over codes', () => {
  it('groups by a column of a few numeric codes ("the top 3 magnitudes with the most injuries")', async () => {
    const truth = await expected(
      'tornadoes',
      'SELECT mag, sum(inj) FROM data GROUP BY mag ORDER BY sum(inj) DESC LIMIT 3',
    )
    expect(await rows('Which are the top 3 magnitudes with the most injuries?', 'tornadoes')).toEqual(truth)
  })

  it('reads "the most common 2 X with the most rows" as one ranking', async () => {
    const truth = await expected(
      'tornadoes',
      'SELECT mag, count(*) FROM data GROUP BY mag ORDER BY count(*) DESC LIMIT 2',
    )
    expect(await rows('What are the most common 2 magnitudes with the most tornadoes?', 'tornadoes')).toEqual(
      truth,
    )
  })
})

describe('headers cut as a habit', () => {
  it('reads "fatalities" as the cut fat where most headers are cuts (yr, mo, dy, mag, inj)', async () => {
    const truth = await expected(
      'tornadoes',
      'SELECT st, sum(fat) FROM data GROUP BY st ORDER BY sum(fat) DESC LIMIT 3',
    )
    expect(await rows('Which are the top 3 states with the most fatalities?', 'tornadoes')).toEqual(truth)
  })
})

describe('the column a count or an average names', () => {
  it('sums a column of counts for "the total number of reviews"', async () => {
    const truth = await expected(
      'products',
      "SELECT sum(reviews_count) FROM data WHERE category = 'Beverages'",
    )
    expect(await rows('What is the total number of reviews for Beverages products?', 'products')).toEqual(
      truth,
    )
  })

  it('reads "votes" as vote_count, not vote_average', async () => {
    const truth = await expected('movies', 'SELECT count(*) FROM data WHERE vote_count > 5000')
    expect(await rows('How many movies have more than 5000 votes?', 'movies')).toEqual(truth)
  })

  it('averages avg_salary per sector for "the highest average salary", "-1" being no sector', async () => {
    const truth = await expected(
      'jobs',
      `SELECT "Sector", avg(avg_salary) FROM data WHERE "Sector" <> '-1'
       GROUP BY "Sector" ORDER BY avg(avg_salary) DESC LIMIT 1`,
    )
    expect(await rows('Which sector has the highest average salary?', 'jobs')).toEqual(truth)
  })

  it('reads "amount of wines" as MntWines', async () => {
    const truth = await expected('marketing', 'SELECT max("MntWines") FROM data')
    expect(await rows('What is the maximum amount of wines?', 'marketing')).toEqual(truth)
  })
})

describe('years with -1 for unknown', () => {
  it('reads the oldest founding year as the earliest known one', async () => {
    const truth = await expected('jobs', 'SELECT min("Founded") FROM data WHERE "Founded" > 0')
    expect(await rows('In what year was the oldest company founded?', 'jobs')).toEqual(truth)
  })

  it('leaves the unknown year out of "founded before 1800"', async () => {
    const truth = await expected('jobs', 'SELECT count(*) FROM data WHERE "Founded" > 0 AND "Founded" < 1800')
    expect(await rows('How many companies were founded before 1800?', 'jobs')).toEqual(truth)
  })
})

describe('declines instead of reading past the word that matters', () => {
  it('declines a verb the rows do that no column holds ("patients smoke")', async () => {
    expect(await declined('How many patients smoke?', 'heart')).toContain('smoke')
  })

  it('declines an event verb rather than grouping by the birth year ("customers join")', async () => {
    expect(await declined('In which year did the most customers join?', 'marketing')).toContain('join')
  })

  it('declines what "amount of" names when "amount" alone matched a column', async () => {
    expect(await declined('What is the average amount of stock options?', 'hr')).toContain('stock')
  })

  it('declines the column asked of the top row when it names nothing ("latitude")', async () => {
    expect(
      await declined('What is the latitude of the tornado with the most injuries?', 'tornadoes'),
    ).toContain('latitude')
  })

  it('declines counting rows per group for one row ranked by an unknown amount', async () => {
    const reason = await declined(
      'What is the state of the tornado with the highest number of evacuations?',
      'tornadoes',
    )
    expect(reason).toContain('evacuations')
  })

  it('declines one credited role for another ("actor" over a director column)', async () => {
    expect(await declined('Which actor appears in the most movies?', 'movies')).toContain('actor')
  })

  it('declines counting a flag written True and -1 rather than summing it', async () => {
    expect(await declined('How many postings allow Easy Apply?', 'jobs')).toContain('allow')
  })
})

describe('groups compared without a second side, and nouns for values and rows', () => {
  it('reads "which sex has more patients with heart disease" as the group with the most', async () => {
    const truth = await expected(
      'heart',
      'SELECT "Sex", count(*) FROM data WHERE "HeartDisease" = 1 GROUP BY "Sex" ORDER BY count(*) DESC LIMIT 1',
    )
    expect(await rows('Which sex has more patients with heart disease?', 'heart')).toEqual(truth)
  })

  it('reads "the higher average" over a category as its highest mean', async () => {
    const truth = await expected(
      'heart',
      'SELECT "ChestPainType", avg("Cholesterol") FROM data GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    )
    expect(await rows('Which chest pain type has a higher average cholesterol?', 'heart')).toEqual(truth)
  })

  it('counts the different values of a column named after "values in"', async () => {
    const truth = await expected('students', 'SELECT count(DISTINCT "Mjob") FROM data')
    expect(await rows('How many unique values are there in Mjob?', 'students')).toEqual(truth)
  })

  it('reads "the RestingECG category" as the column', async () => {
    const truth = await expected(
      'heart',
      'SELECT "RestingECG", avg("MaxHR") FROM data GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    )
    expect(await rows('Which RestingECG category has the highest average MaxHR?', 'heart')).toEqual(truth)
  })

  it('reads "posting" as the rows of any table', async () => {
    const truth = await expected('jobs', 'SELECT NOT EXISTS (SELECT 1 FROM data WHERE max_salary > 250)')
    expect(await rows('No posting has a maximum salary above 250.', 'jobs')).toEqual(truth)
  })

  it('lists rows, not a sum by Class, for "the 4 shortest distances of business class passengers"', async () => {
    const truth = await expected(
      'airline',
      `SELECT "FlightDistance" FROM data WHERE "Class" = 'Business' ORDER BY 1 LIMIT 4`,
    )
    expect(
      await rows('What are the 4 shortest flight distances of business class passengers?', 'airline'),
    ).toEqual(truth)
  })

  it('declines a yes/no question whose comparison it could not read, never answering a number', async () => {
    const reason = await declined(
      'Is the average MaxHR of male patients lower than that of patients without heart disease?',
      'heart',
    )
    expect(reason).toContain('lower')
  })
})

describe('a third round: houses, billionaires, reviews', () => {
  it('declines a flag column named and left unread ("on the waterfront")', async () => {
    expect(await declined('How many houses are on the waterfront?', 'houses')).toContain('waterfront')
  })

  it('takes the median of a year column', async () => {
    const truth = await expected('houses', 'SELECT median(yr_built) FROM data')
    expect(await rows('What is the median year built?', 'houses')).toEqual(truth)
  })

  it('reads dates written 20150411T000000 as dates', async () => {
    const truth = await expected('houses', "SELECT count(*) FROM data WHERE date LIKE '2015%'")
    expect(await rows('How many rows have date in 2015?', 'houses')).toEqual(truth)
  })

  it('reads "the 3 richest people" as rows ranked by net worth, not ages summed', async () => {
    const truth = await expected(
      'billionaires',
      'SELECT age, "finalWorth" FROM data ORDER BY "finalWorth" DESC LIMIT 3',
    )
    expect(await rows('List the ages of the 3 richest people.', 'billionaires')).toEqual(truth)
  })

  it('declines a percentage it cannot compute rather than summing a flag', async () => {
    expect(await declined('What percentage of reviews recommend the product?', 'reviews')).toContain(
      'percentage',
    )
  })

  it('ranks the labels after "top N" by the count after "by", whatever the kind of the label', async () => {
    const truth = await expected(
      'houses',
      'SELECT zipcode, count(*) FROM data GROUP BY zipcode ORDER BY count(*) DESC, zipcode LIMIT 3',
    )
    expect(await rows('List the top 3 zipcodes by number of houses.', 'houses')).toEqual(truth)
  })

  it('reads the name of the table as its rows though a column shares the word ("reviews")', async () => {
    const truth = await expected(
      'reviews',
      'SELECT "Class Name", count(*) FROM data GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 3',
    )
    expect(await rows('List the top 3 class names by number of reviews.', 'reviews')).toEqual(truth)
  })
})

describe('from a measurement round: parties, counts compared, parts of the week', () => {
  it('declines "which customer" over a column of agents', async () => {
    expect(await declined('Which customer opened the most tickets?', 'tickets')).toContain('customer')
  })

  it('declines "which dealer" where no column holds people (Owner Count is a number)', async () => {
    expect(await declined('Which dealer has the most cars?', 'cars')).toContain('dealer')
  })

  it('compares the counts of two values for "more A than B"', async () => {
    const truth = await expected(
      'billionaires',
      "SELECT count(*) FILTER (WHERE gender = 'M') > count(*) FILTER (WHERE gender = 'F') FROM data",
    )
    expect(
      await rows('Is it true that there are more male than female billionaires?', 'billionaires'),
    ).toEqual(truth)
  })

  it('declines a part of the week it cannot read rather than count every day', async () => {
    expect(await declined('total new cases on weekends', 'covid')).toContain('weekends')
  })
})

describe('a fourth round: a survey, flights, music tracks', () => {
  it('counts the rows of a first column numbering them 1..N, never sums it ("how many respondents")', async () => {
    const truth = await expected('survey', `SELECT count(*) FROM data WHERE "Country" = 'India'`)
    expect(await rows('How many respondents are from India?', 'survey')).toEqual(truth)
  })

  it('compares a flag stored as 0.0/1.0 as a number', async () => {
    const truth = await expected('flights', 'SELECT count(*) FROM data WHERE "CANCELLED" = 1')
    expect(await rows('How many flights were cancelled?', 'flights')).toEqual(truth)
  })

  it('never reads "departing" as leaving a service (cancelled)', async () => {
    const reason = await declined('Are there any flights departing from BOS?', 'flights')
    expect(reason).toContain('departing')
  })

  it('reads a year alone among full dates as that year', async () => {
    const truth = await expected(
      'music',
      'SELECT count(*) FROM data WHERE CAST(left(CAST(release_date AS VARCHAR), 4) AS INTEGER) < 2000',
    )
    expect(await rows('How many tracks were released before 2000?', 'music')).toEqual(truth)
  })

  it('reads "Comp" in a header as compensation, never company', async () => {
    expect(await declined('Which company does respondent 5 work for?', 'survey')).toContain('company')
  })

  it('reads "have a title" over a text column with blanks as a filled title', async () => {
    const truth = await expected(
      'reviews',
      `SELECT count(*) FROM data WHERE coalesce(trim("Title"), '') <> ''`,
    )
    expect(await rows('How many reviews have a title?', 'reviews')).toEqual(truth)
    const all = await expected('reviews', `SELECT bool_and(coalesce(trim("Title"), '') <> '') FROM data`)
    expect(await rows('Do all reviews have a title?', 'reviews')).toEqual(all)
  })
})
