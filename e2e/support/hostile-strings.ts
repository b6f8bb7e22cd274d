/**
 * Text a visitor (or a bot) may type into the site's forms. Every entry must come back unchanged in the
 * composed e-mail and must never be run or rendered as HTML. Grouped by what each group tries to break.
 */

/** Markup and script: must stay text. Payloads that would run set window.__xss or call alert(). */
export const INJECTION = [
  "<script>alert(1)</script>",
  "<script>window.__xss=1</script>",
  "<img src=x onerror=alert(1)>",
  "<img src=x onerror=window.__xss=1>",
  '"><svg onload=alert(1)>',
  "'><svg/onload=window.__xss=1>",
  "<svg><script>window.__xss=1</script></svg>",
  '<iframe src="javascript:window.__xss=1"></iframe>',
  "<body onload=alert(1)>",
  "<details open ontoggle=window.__xss=1>",
  "<input autofocus onfocus=window.__xss=1>",
  '<a href="javascript:alert(1)">click me</a>',
  "</textarea><script>alert(1)</script>",
  "</pre><img src=x onerror=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<style>*{display:none}</style>",
  "<!-- comment --> <![CDATA[x]]> -->",
  "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#x3C;img&#x3E;",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e",
] as const

/** URLs with a scheme that runs code or leaves the site. */
export const URLS = [
  "javascript:alert(1)",
  "JaVaScRiPt:window.__xss=1",
  "  javascript:alert(document.domain)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "mailto:attacker@example.com?cc=victim@example.com",
] as const

/** Quotes, backticks and template syntax. */
export const QUOTES_AND_TEMPLATES = [
  "'",
  '"',
  "O'Neil \"The Boss\" d'Artagnan",
  "`whoami` and `rm -rf /`",
  "${7*7}",
  "{{7*7}}",
  "#{7*7} <%= 7*7 %> ${{7*7}}",
  "{{constructor.constructor('window.__xss=1')()}}",
] as const

/** String.prototype.replace's replacement patterns: text put into a template with replace() must not expand them. */
export const REPLACEMENT_PATTERNS = ["$& $' $` $$ $1 $<name> {name}"] as const

/** Characters with a meaning in URLs, mailto: queries and e-mail headers. */
export const URL_RESERVED = [
  "& ? # % + =",
  "a&b=c?d#e;f/g:h@i",
  "100% + 50% = 150%",
  "%00 %0d%0a %25 %2B",
  "&subject=hacked&body=replaced",
  "?cc=attacker@example.com&bcc=spy@example.com",
  "+66 81 538 2047",
  "x\r\nBcc: attacker@example.com",
] as const

/** Line breaks and whitespace. */
export const LINE_BREAKS = [
  "line one\nline two",
  "windows\r\nline endings\r\n",
  "old mac\rline ending",
  "\n\nblank lines before and after\n\n",
  "tab\tseparated\tvalues",
  "line\u2028separator and paragraph\u2029separator",
  "   leading and trailing spaces   ",
] as const

/** Beyond ASCII: emoji, right-to-left, scripts, combining marks. */
export const UNICODE = [
  "✈️🏝️🐘 👨‍👩‍👧‍👦 🇹🇭 🏳️‍🌈",
  "שלום עולם",
  "مرحبا بالعالم، رحلة إلى بوكيت",
  "\u202Egnp.exe (right-to-left override)",
  "mixed עברית and English (ltr) مع العربية",
  "สวัสดีครับ ภูเก็ต กระบี่",
  "東京 → バンコク 旅行",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "𝕿𝖍𝖆𝖎𝖑𝖆𝖓𝖉 𝟙𝟚𝟛",
  "zero\u200Bwidth\u200Cjoin\u200Dand\uFEFFBOM",
] as const

/** Control characters: must survive as characters (and be percent-encoded in the URL). */
export const CONTROL = [
  "bell\u0007 backspace\u0008 escape\u001b[31mred\u001b[0m",
  "\u0001\u0002\u0003 start of heading",
  "form\u000Cfeed vertical\u000Btab",
  "delete\u007F and C1\u0085\u009B",
] as const

/** Strings a careless program reads as something else. */
export const NULL_LIKE = [
  "null",
  "undefined",
  "NaN",
  "None",
  "nil",
  "0",
  "-1",
  "true",
  "false",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
] as const

export const SQL = [
  "' OR '1'='1' --",
  "'; DROP TABLE inquiries; --",
  '1" OR "1"="1',
  "admin'/*",
  "1; SELECT * FROM users WHERE 't'='t'",
  "../../etc/passwd",
] as const

/** Short enough to reach the mail app whole. */
export const SHORT_HOSTILE: readonly string[] = [
  ...INJECTION,
  ...URLS,
  ...QUOTES_AND_TEMPLATES,
  ...URL_RESERVED,
  ...LINE_BREAKS,
  ...UNICODE,
  ...CONTROL,
  ...NULL_LIKE,
  ...SQL,
]

/** 5000 characters (UTF-16 units): longer than a mailto: body may be, so the message is cut. */
export const LONG_HOSTILE: readonly string[] = [
  "A".repeat(5000),
  "<img src=x onerror=window.__xss=1>".repeat(147).padEnd(5000, "&"),
  "🐘".repeat(2500),
  "שלום ".repeat(1000),
  "line\r\n".repeat(833).padEnd(5000, "#"),
]

export const HOSTILE_STRINGS: readonly string[] = [...SHORT_HOSTILE, ...REPLACEMENT_PATTERNS, ...LONG_HOSTILE]

/** Splits strings into groups whose joined length stays under `budget`, in order. */
export function batches(strings: readonly string[], budget: number, separator: string): string[][] {
  const groups: string[][] = []
  let current: string[] = []
  let length = 0
  for (const text of strings) {
    if (current.length > 0 && length + separator.length + text.length > budget) {
      groups.push(current)
      current = []
      length = 0
    }
    length += (current.length > 0 ? separator.length : 0) + text.length
    current.push(text)
  }
  if (current.length > 0) groups.push(current)
  return groups
}
