// @ts-check
module.exports = "test-file-stub"
