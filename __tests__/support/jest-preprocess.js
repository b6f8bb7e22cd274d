// @ts-check
// Jest transform: Gatsby's Babel preset plus TypeScript (https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/)
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
})
