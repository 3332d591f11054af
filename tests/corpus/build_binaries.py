#!/usr/bin/env python3
"""Regenerate the binary CVs of the held-out corpus (PDF and DOCX).

The outputs in tests/corpus/cvs/ are committed; this script documents how they
were made and can rebuild them:

* PDF:  every tests/corpus/sources/<stem>.html is printed to
        tests/corpus/cvs/<stem>.pdf with headless Chromium
        (Chinese text needs the fonts-wqy-zenhei package).
* DOCX: the documents are described in this file and written with python-docx
        to tests/corpus/cvs/<stem>.docx.

The HTML sources live outside cvs/ on purpose, so the scorer does not see the
same CV twice.  Gold labels for all outputs are in tests/corpus/gold/.

usage:  .venv/bin/python tests/corpus/build_binaries.py [--only STEM ...] [--no-check]
"""

from __future__ import annotations

import argparse
import datetime as dt
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
SOURCES = HERE / "sources"
OUT = HERE / "cvs"

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--no-pdf-header-footer",
]


# --------------------------------------------------------------------------- PDF


def find_chromium() -> str:
    for name in ("/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"):
        path = (
            shutil.which(name)
            if not name.startswith("/")
            else (name if pathlib.Path(name).exists() else None)
        )
        if path:
            return path
    sys.exit("chromium not found: install it (apt-get install chromium fonts-wqy-zenhei)")


def build_pdf(src: pathlib.Path, out: pathlib.Path) -> None:
    chromium = find_chromium()
    with tempfile.TemporaryDirectory() as profile:
        cmd = [
            chromium,
            *CHROMIUM_FLAGS,
            f"--user-data-dir={profile}",
            f"--print-to-pdf={out}",
            src.resolve().as_uri(),
        ]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=180)
    if proc.returncode != 0 or not out.exists():
        sys.exit(f"chromium failed for {src.name}:\n{proc.stderr[-2000:]}")


# -------------------------------------------------------------------------- DOCX


def _docx():
    try:
        import docx
    except ImportError:  # pragma: no cover
        sys.exit("python-docx is required (it is in the project's .venv)")
    import docx
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Cm, Pt

    return docx, WD_TABLE_ALIGNMENT, WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT, Cm, Pt


def _new_document(title: str, author: str):
    docx, _, _, _, Cm, Pt = _docx()
    d = docx.Document()
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(2.0)
        s.top_margin = s.bottom_margin = Cm(1.8)
    d.styles["Normal"].font.size = Pt(10.5)
    cp = d.core_properties
    cp.title, cp.author, cp.last_modified_by = title, author, author
    cp.created = cp.modified = dt.datetime(2025, 3, 1, 9, 0, 0)
    return d


def _dated(d, left: str, right: str, bold: bool = True, style: str | None = None):
    """One paragraph: text on the left, date pushed to a right-aligned tab stop."""
    _, _, _, WD_TAB_ALIGNMENT, Cm, _ = _docx()
    p = d.add_paragraph(style=style)
    p.paragraph_format.tab_stops.add_tab_stop(Cm(17.0), WD_TAB_ALIGNMENT.RIGHT)
    p.paragraph_format.space_after = 0
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t" + right)
    return p


def _plain(d, text: str, italic: bool = False, style: str | None = None):
    p = d.add_paragraph(style=style)
    p.paragraph_format.space_after = 0
    r = p.add_run(text)
    r.italic = italic
    return p


def build_133(out: pathlib.Path) -> None:
    """Indian-style research-fellow CV; education in a Word table (incl. Class XII / X)."""
    _, WD_TABLE_ALIGNMENT, WD_ALIGN_PARAGRAPH, _, _, Pt = _docx()
    d = _new_document("Anjali Deshmukh - CV", "Anjali Deshmukh")
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("ANJALI DESHMUKH")
    r.bold, r.font.size = True, Pt(18)
    p = d.add_paragraph(
        "Research Fellow, Microsoft Research India, Bengaluru\n"
        "t-anjalid@microsoft.com | anjali.deshmukh.cs@gmail.com | +91 98220 55531 | "
        "anjalideshmukh.in"
    )
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    d.add_heading("Research Interests", level=1)
    d.add_paragraph(
        "Fairness in machine learning; causal inference; machine learning for public health."
    )

    d.add_heading("Education", level=1)
    rows = [
        ("Degree", "Institution", "Year", "CGPA / %"),
        (
            "M.Tech., Computer Science and Engineering",
            "Indian Institute of Technology Bombay",
            "2021 – 2023",
            "9.41/10",
        ),
        (
            "B.E., Computer Engineering",
            "College of Engineering Pune (COEP)",
            "2017 – 2021",
            "9.12/10",
        ),
        ("Class XII (HSC, Maharashtra State Board)", "Fergusson College, Pune", "2017", "93.5%"),
        ("Class X (CBSE)", "Kendriya Vidyalaya Southern Command, Pune", "2015", "10/10 CGPA"),
    ]
    t = d.add_table(rows=len(rows), cols=4)
    t.style = "Table Grid"
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            cell = t.cell(i, j)
            cell.text = val
            if i == 0:
                cell.paragraphs[0].runs[0].bold = True
    d.add_paragraph(
        "M.Tech. thesis: \u201cCounterfactual fairness under distribution shift\u201d, "
        "advised by Prof. Sunil Kulkarni."
    )

    d.add_heading("Research Experience", level=1)
    _dated(d, "Research Fellow, Microsoft Research India, Bengaluru", "Jul 2023 – Present")
    _plain(d, "Advisors: Dr. Meera Iyer and Dr. Rohan Bhat", italic=True)
    d.add_paragraph(
        "Auditing LLM-based triage tools used by community health workers for "
        "caste and gender disparities.",
        style="List Bullet",
    )
    d.add_paragraph(
        "Built a causal evaluation harness now used by two partner NGOs.", style="List Bullet"
    )
    _dated(d, "Research Intern, Wadhwani AI, Mumbai", "May 2022 – Jul 2022")
    _plain(d, "Mentor: Dr. Kiran Joshi", italic=True)
    d.add_paragraph(
        "Pest-incidence forecasting for cotton farms from trap images and weather data.",
        style="List Bullet",
    )
    _dated(
        d, "Summer Research Intern, Indian Statistical Institute, Kolkata", "May 2020 – Jul 2020"
    )
    _plain(d, "Supervisor: Prof. Arindam Sen", italic=True)
    d.add_paragraph(
        "Instrumental-variable estimators for observational health data.", style="List Bullet"
    )

    d.add_heading("Teaching", level=1)
    _dated(
        d,
        "Teaching Assistant, CS 725 Foundations of Machine Learning, IIT Bombay",
        "Autumn 2022",
        bold=False,
    )

    d.add_heading("Publications", level=1)
    for text in [
        "A. Deshmukh, M. Iyer, R. Bhat. \u201cWho Gets Referred? Auditing LLM Triage Assistants for "
        "Community Health Workers.\u201d ACM Conference on Fairness, Accountability, and Transparency (FAccT), 2025.",
        "A. Deshmukh, S. Kulkarni. \u201cCounterfactual Fairness under Covariate Shift.\u201d "
        "Conference on Uncertainty in Artificial Intelligence (UAI), 2023.",
        "K. Joshi, A. Deshmukh, P. Rao. \u201cForecasting Pest Outbreaks from Trap Images and Weather.\u201d "
        "AAAI Conference on Artificial Intelligence (AI for Social Impact track), 2023.",
        "A. Deshmukh, M. Iyer. \u201cCausal Audits Need Domain Experts: A Case Study in Maternal Health.\u201d "
        "Under review.",
    ]:
        d.add_paragraph(text, style="List Number")

    d.add_heading("Awards and Achievements", level=1)
    for text in [
        "Best M.Tech. Thesis Award, Department of CSE, IIT Bombay (2023)",
        "KVPY Fellowship, Department of Science and Technology, Government of India (2016)",
        "National Talent Search Examination (NTSE) Scholar (2013)",
    ]:
        d.add_paragraph(text, style="List Bullet")

    d.add_heading("Positions of Responsibility", level=1)
    d.add_paragraph(
        "Student Placement Coordinator, COEP Training and Placement Cell (2019 – 2020)",
        style="List Bullet",
    )
    d.add_paragraph(
        "Mentor, Women in CSE (WiCSE) mentorship programme, IIT Bombay (2022 – 2023)",
        style="List Bullet",
    )

    d.add_heading("Technical Skills", level=1)
    d.add_paragraph("Python, R, PyTorch, DoWhy, EconML, scikit-learn, SQL, LaTeX")
    d.add_heading("Languages", level=1)
    d.add_paragraph("English, Hindi, Marathi (native), German (A2)")
    d.save(out)


def build_134(out: pathlib.Path) -> None:
    """Chinese master's-student CV; personal data in a table, Word headings, tab-separated entries."""
    _, WD_TABLE_ALIGNMENT, WD_ALIGN_PARAGRAPH, _, _, Pt = _docx()
    d = _new_document("许晨阳 个人简历", "许晨阳")
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("个 人 简 历")
    r.bold, r.font.size = True, Pt(18)

    info = [
        ("姓名", "许晨阳", "性别", "男"),
        ("出生年月", "1999.10", "籍贯", "湖北黄冈"),
        ("电话", "176-0271-8842", "邮箱", "xuchenyang@whu.edu.cn"),
        ("研究方向", "遥感影像智能解译、变化检测、多模态大模型", "", ""),
    ]
    t = d.add_table(rows=len(info), cols=4)
    t.style = "Table Grid"
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    for i, row in enumerate(info):
        for j, val in enumerate(row):
            t.cell(i, j).text = val
    t.cell(3, 1).merge(t.cell(3, 3))
    t.cell(3, 1).text = info[3][1]

    d.add_heading("教育背景", level=1)
    _dated(
        d,
        "武汉大学　测绘遥感信息工程国家重点实验室　摄影测量与遥感　硕士",
        "2022.09 – 2025.06（预计）",
    )
    _plain(d, "导师：杨帆 教授；GPA 3.82/4.0，专业排名前 10%")
    _dated(d, "中国地质大学（武汉）　地理与信息工程学院　遥感科学与技术　学士", "2018.09 – 2022.06")
    _plain(d, "GPA 3.91/4.0，专业排名 2/85")

    d.add_heading("实习经历", level=1)
    _dated(d, "商汤科技　智慧城市事业群　算法研究实习生", "2024.06 – 2024.09")
    _plain(d, "导师：郭涛")
    d.add_paragraph(
        "基于视觉语言模型的城市违建变化检测，F1 提升 4.1 个百分点。", style="List Bullet"
    )
    _dated(d, "航天宏图信息技术股份有限公司　AI 研究院　算法实习生", "2023.01 – 2023.03")
    d.add_paragraph("负责 SAR 影像舰船检测模型的数据清洗与训练。", style="List Bullet")
    d.add_paragraph(
        "将旋转框检测模型部署至国产 GPU 平台，推理吞吐提升 1.8 倍。", style="List Bullet"
    )

    d.add_heading("科研项目", level=1)
    _dated(
        d, "基于多模态大模型的遥感影像变化检测（国家重点研发计划子课题）　参与", "2023.03 – 至今"
    )
    _plain(d, "导师：杨帆 教授")
    d.add_paragraph(
        "构建遥感变化描述指令数据集 12 万条，提出变化感知的视觉提示方法。", style="List Bullet"
    )
    _dated(d, "高分辨率遥感影像建筑物提取（国家级大学生创新训练项目）　负责人", "2020.10 – 2022.05")
    _plain(d, "指导教师：陈卫东 副教授")
    d.add_paragraph(
        "设计多尺度注意力网络，在 WHU Building 数据集上 IoU 达 91.3%。", style="List Bullet"
    )

    d.add_heading("论文成果", level=1)
    for text in [
        "[1] Chenyang Xu, Fan Yang, Tao Guo. ChangeGPT: Instruction-Tuned Vision-Language Models for "
        "Remote Sensing Change Captioning. IEEE Transactions on Geoscience and Remote Sensing, 2025.（第一作者）",
        "[2] Chenyang Xu, Fan Yang. Prompting Segment Anything for Building Change Detection in "
        "Bi-Temporal Imagery. ISPRS Journal of Photogrammetry and Remote Sensing, 2024.（第一作者）",
        "[3] 许晨阳, 陈卫东. 基于注意力机制的高分辨率遥感影像建筑物提取[J]. 测绘学报, 2022.（第一作者）",
        "[4] Chenyang Xu, Minghao Lu, Fan Yang. Open-Vocabulary Change Detection with Foundation Models. "
        "CVPR 2025 Workshop (EarthVision).（第一作者）",
    ]:
        _plain(d, text)

    d.add_heading("荣誉奖励", level=1)
    for year, award in [
        ("2024", "研究生国家奖学金"),
        ("2023", "武汉大学优秀研究生"),
        ("2021", "全国大学生测绘学科创新创业智能大赛 一等奖"),
        ("2020", "中国地质大学（武汉）一等奖学金"),
    ]:
        _dated(d, award, year, bold=False)

    d.add_heading("技能证书", level=1)
    d.add_paragraph("英语：CET-6（563）；编程：Python、PyTorch、GDAL、C++；软件：ENVI、ArcGIS Pro")
    d.add_heading("校园经历", level=1)
    _dated(
        d, "测绘遥感信息工程国家重点实验室 研究生会　学术部部长", "2023.09 – 2024.06", bold=False
    )
    d.add_heading("自我评价", level=1)
    d.add_paragraph(
        "对遥感与计算机视觉交叉方向有浓厚兴趣，具备扎实的数学基础和工程实践能力；"
        "善于沟通，有良好的团队合作精神，希望攻读博士学位继续从事遥感智能解译研究。"
    )
    d.save(out)


def build_135(out: pathlib.Path) -> None:
    """US PhD CV with Word headings, dates on right-aligned tab stops, IEEE publications."""
    _, _, _WD_ALIGN_PARAGRAPH, _, _, Pt = _docx()
    d = _new_document("Mariam Haddad CV", "Mariam Haddad")
    p = d.add_paragraph()
    r = p.add_run("Mariam Haddad")
    r.bold, r.font.size = True, Pt(20)
    _plain(
        d,
        "Ph.D. Candidate, Electrical and Computer Engineering, University of Illinois Urbana-Champaign",
    )
    _plain(d, "mhaddad3@illinois.edu  •  mariamhaddad.net  •  Urbana, IL 61801")

    d.add_heading("RESEARCH INTERESTS", level=1)
    d.add_paragraph(
        "Safe reinforcement learning for power grids; physics-informed machine learning; "
        "optimal power flow."
    )

    d.add_heading("EDUCATION", level=1)
    _dated(d, "University of Illinois Urbana-Champaign", "Aug 2021 – May 2026 (expected)")
    _plain(d, "Ph.D. in Electrical and Computer Engineering", italic=True)
    _plain(d, "Advisor: Prof. Thomas Reinholt")
    _dated(d, "American University of Beirut", "Sep 2017 – Jun 2021")
    _plain(d, "B.E. in Electrical and Computer Engineering, with High Distinction", italic=True)
    _plain(d, "Final-year project advisor: Prof. Rami Khoury")

    d.add_heading("RESEARCH EXPERIENCE", level=1)
    _dated(
        d, "Graduate Research Assistant, Power and Energy Systems Group, UIUC", "Aug 2021 – Present"
    )
    d.add_paragraph(
        "Constrained RL for voltage control on distribution feeders with 1,000+ buses.",
        style="List Bullet",
    )
    _dated(
        d,
        "Research Intern, National Renewable Energy Laboratory (NREL), Golden, CO",
        "May 2024 – Aug 2024",
    )
    d.add_paragraph(
        "Mentor: Dr. Emily Strand. Hard-constrained policies for grid-edge inverters.",
        style="List Bullet",
    )
    _dated(d, "Research Intern, Siemens Technology, Princeton, NJ", "May 2023 – Aug 2023")
    d.add_paragraph(
        "Learned warm starts for security-constrained unit commitment.", style="List Bullet"
    )
    _dated(
        d,
        "Undergraduate Research Assistant, Masri Institute of Energy and Natural Resources, AUB",
        "Jun 2019 – May 2021",
    )
    d.add_paragraph(
        "Supervisor: Prof. Rami Khoury. Load forecasting under rolling blackouts.",
        style="List Bullet",
    )

    d.add_heading("TEACHING", level=1)
    _dated(d, "Teaching Assistant, ECE 476 Power System Analysis, UIUC", "Spring 2023", bold=False)

    d.add_heading("PUBLICATIONS", level=1)
    for text in [
        "[1] M. Haddad, E. Strand, and T. Reinholt, \u201cSafe reinforcement learning for distribution grid "
        "voltage control with hard constraints,\u201d IEEE Trans. Smart Grid, vol. 16, no. 2, pp. 1102\u20131114, 2025.",
        "[2] M. Haddad and T. Reinholt, \u201cPhysics-informed graph networks for AC optimal power flow,\u201d "
        "in Proc. ACM Int. Conf. Future Energy Systems (e-Energy), 2024, pp. 233\u2013245.",
        "[3] M. Haddad and R. Khoury, \u201cShort-term load forecasting for a fragmented grid under rolling "
        "blackouts,\u201d in Proc. IEEE PES ISGT Europe, 2021.",
        "[4] M. Haddad, J. Park, and T. Reinholt, \u201cCertified robustness of learned OPF proxies,\u201d "
        "submitted to Power Systems Computation Conference (PSCC) 2026.",
    ]:
        _plain(d, text)

    d.add_heading("HONORS AND AWARDS", level=1)
    for award, year in [
        ("Best Student Paper Award, ACM e-Energy", "2024"),
        ("Grainger Power Engineering Fellowship", "2021"),
        ("AUB Dean's Honor List (every semester)", "2018 – 2021"),
    ]:
        _dated(d, award, year, bold=False)

    d.add_heading("SKILLS", level=1)
    d.add_paragraph("Python, Julia (JuMP, PowerModels.jl), PyTorch, OpenDSS, MATPOWER, Gurobi")
    d.add_heading("LANGUAGES", level=1)
    d.add_paragraph("Arabic (native), English (fluent), French (fluent)")
    d.save(out)


DOCX_BUILDERS = {
    "133_docx_edu_table_fellow": build_133,
    "134_docx_zh_master": build_134,
    "135_docx_tabstops_phd": build_135,
}


# ------------------------------------------------------------------------- check


def check_pdf(path: pathlib.Path) -> int:
    from pdfminer.high_level import extract_text

    text = extract_text(str(path))
    if len(text.strip()) < 200:
        sys.exit(f"{path.name}: too little extractable text ({len(text.strip())} chars)")
    return len(text)


def check_docx(path: pathlib.Path) -> int:
    import docx

    d = docx.Document(str(path))
    n = sum(len(p.text) for p in d.paragraphs)
    n += sum(len(c.text) for t in d.tables for r in t.rows for c in r.cells)
    if n < 200:
        sys.exit(f"{path.name}: too little text ({n} chars)")
    return n


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--only", nargs="*", help="stems to build (default: all)")
    ap.add_argument("--no-check", action="store_true", help="skip the text-extraction check")
    a = ap.parse_args()
    OUT.mkdir(exist_ok=True)
    wanted = set(a.only or [])

    for src in sorted(SOURCES.glob("*.html")):
        if wanted and src.stem not in wanted:
            continue
        out = OUT / f"{src.stem}.pdf"
        build_pdf(src, out)
        n = 0 if a.no_check else check_pdf(out)
        print(f"pdf   {out.relative_to(HERE)}  ({n} chars of text)")

    for stem, builder in DOCX_BUILDERS.items():
        if wanted and stem not in wanted:
            continue
        out = OUT / f"{stem}.docx"
        builder(out)
        n = 0 if a.no_check else check_docx(out)
        print(f"docx  {out.relative_to(HERE)}  ({n} chars of text)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
