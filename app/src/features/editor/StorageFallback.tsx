/** What the editor does, for the text pages shown when it cannot open a chart. */
export function EditorDescription() {
  return (
    <p>
      The StatRadar editor builds radar (spider) charts that compare several data sets across several
      attributes: name your chart, add data sets and attributes, move a slider for every value, pick colours
      and styles, then download the chart as SVG or PNG or copy it as an image.
    </p>
  );
}

/** The editor's text page when local storage is blocked: what the editor does and what it needs. */
export function StorageFallback() {
  return (
    <article className="editor-fallback page">
      <h1>Radar Chart Generator</h1>
      <EditorDescription />
      <p>
        Your charts are kept in your browser's local storage, and the editor needs JavaScript. This browser
        does not allow this site to use local storage (it may be blocked by a privacy setting or a private
        window), so the editor cannot open. Allow site data for this site, or use another browser, to build a
        chart.
      </p>
    </article>
  );
}
