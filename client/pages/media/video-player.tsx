// A video that costs nothing until asked for: the poster is a link to the file (works without
// JavaScript); once hydrated, activating it (click, Enter) creates a <video controls> with its
// captions in place and moves focus to it. Chapters seek in the same player (loading it first).
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { clockDuration } from '../../../shared/media/video.ts';

export interface PlayerProps {
  src: string;
  type: string;
  poster?: string;
  title: string;
  captions: readonly { srcLang: string; label: string; src: string; isDefault: boolean }[];
  chapters: readonly { start: number; title: string }[];
  labels: { play: string; chapters: string; jumpTo: (time: string, title: string) => string; noVideo: string };
  lang?: string | undefined;
}

export function VideoPlayer({ src, type, poster, title, captions, chapters, labels, lang }: PlayerProps) {
  const [loaded, setLoaded] = useState(false);
  const [startAt, setStartAt] = useState(0);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const v = video.current;
    if (!loaded || !v) return;
    v.focus();
    if (startAt > 0) v.currentTime = startAt;
    // Autoplay after an explicit activation; a browser that refuses keeps the controls.
    void v.play().catch(() => undefined);
  }, [loaded, startAt]);

  const load = (event: MouseEvent) => {
    event.preventDefault();
    setLoaded(true);
  };
  const seek = (seconds: number) => {
    if (video.current) {
      video.current.currentTime = seconds;
      video.current.focus();
      void video.current.play().catch(() => undefined);
    } else {
      setStartAt(seconds);
      setLoaded(true);
    }
  };

  return (
    <div className="video-player">
      <div className="video-player__frame">
        {loaded ? (
          <video ref={video} className="video-player__video" controls preload="metadata" poster={poster} aria-label={title} playsInline data-testid="video-element">
            <source src={src} type={type} />
            {captions.map((c) => (
              <track key={c.srcLang} kind="captions" srcLang={c.srcLang} label={c.label} src={c.src} default={c.isDefault} />
            ))}
            {labels.noVideo}
          </video>
        ) : (
          <a className="video-player__start" href={src} onClick={load} data-testid="video-start">
            {poster ? <img src={poster} alt="" width={800} height={450} decoding="async" /> : null}
            <span className="video-player__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="40" height="40" focusable="false"><path d="M8 5v14l11-7z" fill="currentColor" /></svg>
            </span>
            <span className="video-player__label">
              {labels.play} <span className="visually-hidden" lang={lang}>{title}</span>
            </span>
          </a>
        )}
      </div>
      {chapters.length ? (
        <nav className="video-chapters" aria-label={labels.chapters}>
          <h2 className="video-chapters__title">{labels.chapters}</h2>
          <ol>
            {chapters.map((c) => (
              <li key={c.start}>
                <a href={`?t=${c.start}`} onClick={(e) => { e.preventDefault(); seek(c.start); }} aria-label={labels.jumpTo(clockDuration(c.start), c.title)}>
                  <time className="video-chapters__time" dateTime={`PT${c.start}S`}><bdi>{clockDuration(c.start)}</bdi></time>{' '}
                  <span lang={lang}>{c.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </div>
  );
}
