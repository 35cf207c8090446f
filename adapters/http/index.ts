export { type AppOptions, createApp } from './app.js'
