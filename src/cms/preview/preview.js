// Preview templates of the CMS (/admin): a hotel, an experience and an article drawn as the site draws them, with the
// site's colours and type (preview.css), in the language being previewed (Decap passes that language's data). Plain
// browser script, loaded after decap-cms.js; `h` and `createClass` are the React helpers Decap puts on window, so
// this file needs no build step.
// Globals (eslint.config.mjs): CMS, h, createClass
;(function () {
  "use strict"
  var script = document.currentScript
  var hotelCollections = script && script.getAttribute("data-hotel-collections")
  /** The languages' names by code (data/languages.json), for messages: { en: "English", de: "Deutsch" }. */
  var languageNames = JSON.parse((script && script.getAttribute("data-languages")) || "{}")
  /** A file next to this script (/admin/…), whatever the page's URL. */
  function adminFile(name) {
    return new URL(name, script ? script.src : window.location.href).href
  }

  function text(entry, name) {
    var value = entry.getIn(["data", name])
    return value == null ? "" : String(value)
  }

  function list(entry, path) {
    var value = entry.getIn(["data"].concat(path))
    return value && value.toJS ? value.toJS() : []
  }

  /** The record's uploaded photo, else a panel naming the generated artwork the site will show. */
  function picture(props) {
    var photo = props.entry.getIn(["data", "photo"])
    var src = photo && photo.get("src")
    if (src) {
      var asset = props.getAsset(src)
      return h("img", { className: "card-picture", src: asset ? asset.toString() : src, alt: photo.get("alt") || "" })
    }
    var id = text(props.entry, "picture")
    return h("div", { className: "card-picture card-picture--artwork" }, id ? "Generated artwork: " + id : "No picture yet")
  }

  function features(items) {
    return h(
      "ul",
      { className: "card-features" },
      items.map(function (item, index) {
        return h("li", { key: index }, item)
      }),
    )
  }

  var HotelPreview = createClass({
    render: function () {
      var entry = this.props.entry
      var price = text(entry, "price")
      return h(
        "div",
        { className: "preview-page", lang: this.props.locale },
        h(
          "article",
          { className: "card" },
          h("div", { className: "card-media" }, picture(this.props), h("span", { className: "badge" }, text(entry, "category"))),
          h(
            "div",
            { className: "card-body" },
            h("h3", { className: "card-title" }, text(entry, "name")),
            h("p", { className: "card-meta" }, text(entry, "location")),
            h("p", { className: "card-price" }, price, price.charAt(0) === "$" ? h("span", null, " per night") : null),
            h("p", { className: "card-text" }, text(entry, "description")),
            features(list(entry, ["features"])),
          ),
        ),
      )
    },
  })

  var ExperiencePreview = createClass({
    render: function () {
      var entry = this.props.entry
      return h(
        "div",
        { className: "preview-page", lang: this.props.locale },
        h(
          "article",
          { className: "card" },
          h("div", { className: "card-media" }, picture(this.props), h("span", { className: "badge" }, text(entry, "duration"))),
          h(
            "div",
            { className: "card-body" },
            h("h3", { className: "card-title" }, text(entry, "title") || text(entry, "name")),
            h("p", { className: "card-meta" }, text(entry, "destination")),
            h("p", { className: "card-price" }, text(entry, "price")),
            h("p", { className: "card-text" }, text(entry, "description")),
            features(list(entry, ["highlights"]).length ? list(entry, ["highlights"]) : list(entry, ["features"])),
          ),
        ),
      )
    },
  })

  function block(item, key) {
    switch (item.type) {
      case "list":
        return h(
          item.style === "number" ? "ol" : "ul",
          { key: key, className: "article-list" },
          (item.items || []).map(function (line, index) {
            return h("li", { key: index }, line)
          }),
        )
      case "quote":
        return h(
          "figure",
          { key: key, className: "article-quote" },
          h("blockquote", null, item.text),
          item.cite ? h("figcaption", null, item.cite) : null,
        )
      case "tip":
        return h(
          "aside",
          { key: key, className: "article-tip" },
          h("p", { className: "article-tip-title" }, item.title),
          h("p", null, item.text),
        )
      default:
        return h("p", { key: key }, item.text)
    }
  }

  var ArticlePreview = createClass({
    render: function () {
      var entry = this.props.entry
      return h(
        "div",
        { className: "preview-page preview-article", lang: this.props.locale },
        h("p", { className: "article-kicker" }, text(entry, "category")),
        h("h1", { className: "article-title" }, text(entry, "title")),
        h("p", { className: "article-excerpt" }, text(entry, "excerpt")),
        picture(this.props),
        h(
          "div",
          { className: "article-body" },
          list(entry, ["body"]).map(function (section, sectionIndex) {
            return h(
              "section",
              { key: sectionIndex },
              section.heading ? h("h2", null, section.heading) : null,
              (section.blocks || []).map(function (item, index) {
                return block(item, sectionIndex + "-" + index)
              }),
            )
          }),
        ),
      )
    },
  })

  // ----- Before saving: optional objects (a photo), and the other languages ----------------------------------------
  // Decap requires the fields of an optional object even when it is left empty (decaporg/decap-cms#7748), so the
  // generated config marks them `required_when_set` instead: left empty, the object is dropped; filled in, every one
  // of those fields must be too (a photo needs its alt text), or the save stops with a message naming them.
  var config = fetch(adminFile("config.yml"))
    .then(function (response) {
      return response.text()
    })
    .then(function (text) {
      return JSON.parse(text.slice(text.indexOf("\n") + 1)) // JSON after the "# Generated…" line
    })

  function isEmpty(value) {
    if (value == null || value === "") return true
    if (Array.isArray(value)) return value.length === 0
    if (typeof value === "object")
      return Object.keys(value).every(function (key) {
        return isEmpty(value[key])
      })
    return false
  }

  function check(fields, value, path, labels, found) {
    if (!value || typeof value !== "object") return
    fields.forEach(function (field) {
      var child = value[field.name]
      var here = path.concat(field.name)
      // A key the schema requires but lets be empty ("" for no website): Decap leaves it out when untouched
      if (!(field.name in value) && field.default !== undefined && !field.required_when_set) found.defaults.push([here, field.default])
      var label = labels.concat(field.label)
      if (field.default === null && child === "") found.defaults.push([here, null])
      if (field.required_when_set) {
        if (isEmpty(child)) {
          if (field.name in value) found.empty.push(here)
          return
        }
        field.required_when_set.forEach(function (name) {
          if (isEmpty(child[name])) {
            var sub = (field.fields || []).find(function (f) {
              return f.name === name
            })
            found.problems.push(label.join(" › ") + ": " + (sub ? sub.label : name) + " is required")
          }
        })
      }
      if (Array.isArray(child)) {
        child.forEach(function (item, index) {
          var type =
            field.types &&
            field.types.find(function (t) {
              return item && t.name === item.type
            })
          if (type) check(type.fields || [], item, here.concat(index), label.concat(index + 1), found)
          else if (field.fields) check(field.fields, item, here.concat(index), label.concat(index + 1), found)
        })
      } else if (field.fields) check(field.fields, child, here, label, found)
    })
  }

  // The other languages. Decap checks the form of the default language only (the fields of the other languages are
  // never validated: decaporg/decap-cms#5653), so a German text left empty would be saved as a file the build refuses.
  // This check holds every other language to the form's rules where it is written per language (`i18n: true`): a
  // required text must be there, a pattern must match, a list keep its bounds. A value typed once ("duplicate") is
  // copied by Decap, except in the items of a list, which each language writes as a whole: there it must be the
  // default language's (a gallery picture, a block's type), and the list must have as many items, as the build says.
  function describe(value) {
    return typeof value === "string" ? '"' + value + '"' : JSON.stringify(value)
  }

  function checkTranslation(fields, value, original, labels, inList, defaultName, problems) {
    fields.forEach(function (field) {
      if (field.widget === "hidden") return
      var child = value && typeof value === "object" ? value[field.name] : undefined
      var originalChild = original && typeof original === "object" ? original[field.name] : undefined
      var label = labels.concat(field.label).join(" › ")
      if (field.i18n !== true) {
        if (inList && JSON.stringify(child) !== JSON.stringify(originalChild))
          problems.push(label + " must be the same as in " + defaultName + " (" + describe(originalChild) + ")")
        return
      }
      if (!field.required && isEmpty(child) !== isEmpty(originalChild)) {
        problems.push(
          label +
            (isEmpty(child)
              ? " is filled in in " + defaultName + ": write it here too"
              : " is empty in " + defaultName + ": leave it empty here too"),
        )
        return
      }
      if (isEmpty(child)) {
        if (field.required) problems.push(label + " is required")
        return
      }
      if (field.widget === "object") {
        var required = field.required_when_set || []
        var children = (field.fields || []).map(function (f) {
          return required.indexOf(f.name) >= 0 ? Object.assign({}, f, { required: true }) : f
        })
        checkTranslation(children, child, originalChild, labels.concat(field.label), inList, defaultName, problems)
      } else if (field.widget === "list" && (field.fields || field.types)) {
        var items = Array.isArray(child) ? child : []
        var originalItems = Array.isArray(originalChild) ? originalChild : []
        if (items.length !== originalItems.length) {
          problems.push(
            label +
              " has " +
              items.length +
              " item(s), " +
              originalItems.length +
              " in " +
              defaultName +
              ": the same items are needed in every language",
          )
          return
        }
        items.forEach(function (item, index) {
          var itemLabels = labels.concat(field.label, String(index + 1))
          var originalItem = originalItems[index]
          var fieldsOfItem = field.fields
          if (field.types) {
            if (!item || !originalItem || item.type !== originalItem.type) {
              problems.push(
                itemLabels.join(" › ") + " must be a " + describe(originalItem && originalItem.type) + " block, as in " + defaultName,
              )
              return
            }
            var type = field.types.find(function (t) {
              return t.name === item.type
            })
            fieldsOfItem = type ? type.fields : []
          }
          checkTranslation(fieldsOfItem || [], item, originalItem, itemLabels, true, defaultName, problems)
        })
      } else if (field.widget === "list") {
        var list = Array.isArray(child) ? child : []
        if (field.min !== undefined && list.length < field.min) problems.push(label + " needs at least " + field.min + " item(s)")
        if (field.max !== undefined && list.length > field.max) problems.push(label + " takes at most " + field.max + " item(s)")
        list.forEach(function (item, index) {
          if (isEmpty(item)) problems.push(label + " › " + (index + 1) + " is required")
        })
      } else if (field.pattern && !new RegExp(field.pattern[0]).test(String(child))) {
        problems.push(label + " didn't match the pattern: " + field.pattern[1])
      }
    })
  }

  function languageName(code) {
    return (languageNames[code] || code) + " (" + code.toUpperCase() + ")"
  }

  CMS.registerEventListener({
    name: "preSave",
    handler: function (event) {
      return config.then(function (cms) {
        var entry = event.entry
        var collection = cms.collections.find(function (c) {
          return c.name === entry.get("collection")
        })
        if (!collection) return undefined
        var file = (collection.files || []).find(function (f) {
          return f.name === entry.get("slug")
        })
        var fields = collection.fields || (file ? file.fields : [])
        var data = entry.get("data")
        var found = { empty: [], problems: [], defaults: [] }
        check(fields, data.toJS(), [], [], found)
        if (collection.i18n && cms.i18n) {
          var defaultLocale = cms.i18n.default_locale
          cms.i18n.locales.forEach(function (locale) {
            if (locale === defaultLocale) return
            // entry.i18n.<locale>.data: what the form holds for that language (Decap's multiple_files entries)
            var translation = entry.getIn(["i18n", locale, "data"])
            var problems = []
            checkTranslation(fields, translation ? translation.toJS() : {}, data.toJS(), [], false, languageName(defaultLocale), problems)
            if (problems.length) found.problems.push(languageName(locale) + ": " + problems.join("; "))
          })
        }
        if (found.problems.length) throw new Error(found.problems.join("; "))
        found.empty.forEach(function (path) {
          data = data.deleteIn(path)
        })
        found.defaults.forEach(function (item) {
          data = data.setIn(item[0], item[1])
        })
        return data
      })
    },
  })

  // ----- Saving: JSON as the repository writes it ----------------------------------------------------------------
  // Decap's own "json" writes keys in no stable order and no final newline, so every save would rewrite the whole
  // file. "site-json" writes the fields in the schema's order (Decap passes it as sortedKeys), two-space indented,
  // with a final newline: the format of data/, so a diff shows only what changed. Decap writes each language's file
  // with it (data/about.en.json, data/about.de.json). An object left without any value (a photo removed in the
  // default language, whose emptied fields Decap copied into the others) is left out, as the preSave check does for
  // the default language: the schema has no object that may be empty, so the form cannot have meant one.
  function withoutEmptyObjects(value) {
    if (Array.isArray(value)) return value.map(withoutEmptyObjects)
    if (!value || typeof value !== "object") return value
    var kept = {}
    Object.keys(value).forEach(function (key) {
      var child = value[key]
      if (child && typeof child === "object" && !Array.isArray(child) && isEmpty(child)) return
      kept[key] = child === "" && nullableNumbers[key] ? null : withoutEmptyObjects(child)
    })
    return kept
  }

  // The names of the number fields that may be null (a climate figure: `default: null` in the generated config), and
  // of no other field. The other languages' copies of a cleared figure are "" too, and only this format sees them.
  var nullableNumbers = {}
  config.then(function (cms) {
    var kinds = {}
    function walk(fields) {
      ;(fields || []).forEach(function (field) {
        var nullable = field.widget === "number" && field.default === null
        kinds[field.name] = kinds[field.name] === undefined || kinds[field.name] === nullable ? nullable : false
        walk(field.fields)
        ;(field.types || []).forEach(function (type) {
          walk(type.fields)
        })
      })
    }
    cms.collections.forEach(function (collection) {
      walk(collection.fields)
      ;(collection.files || []).forEach(function (file) {
        walk(file.fields)
      })
    })
    Object.keys(kinds).forEach(function (name) {
      if (kinds[name]) nullableNumbers[name] = true
    })
  })

  CMS.registerCustomFormat("site-json", "json", {
    // Empty when there is no such file: a file collection's listing asks for data/about.json, which Decap's i18n then
    // reads as about.en.json and about.de.json; a record not yet written in a language
    fromFile: function (content) {
      return content ? JSON.parse(content) : {}
    },
    toFile: function (data, sortedKeys) {
      var ordered = {}
      ;(sortedKeys || []).forEach(function (key) {
        if (key in data) ordered[key] = data[key]
      })
      Object.keys(data).forEach(function (key) {
        if (!(key in ordered)) ordered[key] = data[key]
      })
      return JSON.stringify(withoutEmptyObjects(ordered), null, 2) + "\n"
    },
  })

  CMS.registerPreviewStyle(adminFile("preview.css"))
  // Hotels have one collection per destination ("hotels-krabi"), named by index.html's data-hotel-collections
  JSON.parse(hotelCollections || "[]").forEach(function (name) {
    CMS.registerPreviewTemplate(name, HotelPreview)
  })
  CMS.registerPreviewTemplate("experiences", ExperiencePreview)
  CMS.registerPreviewTemplate("articles", ArticlePreview)
})()
